/**
 * Repeated wrong passwords for one account slow its sign-ins down instead of locking it: after
 * FREE_FAILURES within the window, each attempt waits BASE_DELAY_MS doubling per failure, at most
 * MAX_DELAY_MS, before its password is checked. The right password still signs in (and clears the
 * count), so nobody can lock the owner out by guessing from other addresses.
 */
export const FREE_FAILURES = 10;
export const BASE_DELAY_MS = 250;
export const MAX_DELAY_MS = 4000;
const WINDOW_MS = 15 * 60_000;
/** Accounts remembered at once (the oldest are forgotten first), so made-up emails cannot fill memory. */
const MAX_TRACKED = 10_000;

export interface AccountSlowdown {
  /** Waits as long as the account's recent failures ask for. */
  wait(account: string): Promise<void>;
  fail(account: string): void;
  succeed(account: string): void;
  delayFor(account: string): number;
}

export function createAccountSlowdown(now: () => number = Date.now): AccountSlowdown {
  const failures = new Map<string, { count: number; since: number }>();
  const current = (account: string) => {
    const entry = failures.get(account);
    if (entry && now() - entry.since > WINDOW_MS) failures.delete(account);
    return failures.get(account)?.count ?? 0;
  };
  const delayFor = (account: string) => {
    const over = current(account) - FREE_FAILURES;
    return over < 0 ? 0 : Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** over);
  };
  return {
    delayFor,
    async wait(account) {
      const ms = delayFor(account);
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    },
    fail(account) {
      const count = current(account) + 1;
      const since = failures.get(account)?.since ?? now();
      // Re-inserted, so the map's order stays "least recently failed first".
      failures.delete(account);
      failures.set(account, { count, since });
      if (failures.size > MAX_TRACKED) failures.delete(failures.keys().next().value ?? '');
    },
    succeed: (account) => void failures.delete(account),
  };
}
