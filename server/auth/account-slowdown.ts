/**
 * Repeated wrong passwords for one account slow its sign-ins down instead of locking it: after
 * FREE_FAILURES within the window, each attempt waits BASE_DELAY_MS doubling per failure, at most
 * MAX_DELAY_MS, before its password is checked. The right password still signs in (and clears the
 * count), so nobody can lock the owner out by guessing from other addresses. The failures are
 * counted in this process's memory, or in Redis (lib/redis-failure-count.ts) when every instance must
 * share them.
 */
export const FREE_FAILURES = 10;
const BASE_DELAY_MS = 250;
export const MAX_DELAY_MS = 4000;
export const SLOWDOWN_WINDOW_MS = 15 * 60_000;
/** Accounts remembered at once (the oldest are forgotten first), so made-up emails cannot fill memory. */
const MAX_TRACKED = 10_000;

/** Failures per account within the window, counted from its first failure. */
export interface FailureCount {
  count(account: string): Promise<number>;
  add(account: string): Promise<void>;
  clear(account: string): Promise<void>;
}

export interface AccountSlowdown {
  /** Waits as long as the account's recent failures ask for. */
  wait(account: string): Promise<void>;
  fail(account: string): Promise<void>;
  succeed(account: string): Promise<void>;
  delayFor(account: string): Promise<number>;
}

export function createAccountSlowdown(failures: FailureCount = memoryFailureCount()): AccountSlowdown {
  const delayFor = async (account: string) => {
    const over = (await failures.count(account)) - FREE_FAILURES;
    return over < 0 ? 0 : Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** over);
  };
  return {
    delayFor,
    async wait(account) {
      const ms = await delayFor(account);
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    },
    fail: (account) => failures.add(account),
    succeed: (account) => failures.clear(account),
  };
}

function memoryFailureCount(now: () => number = Date.now): FailureCount {
  const failures = new Map<string, { count: number; since: number }>();
  const current = (account: string) => {
    const entry = failures.get(account);
    if (entry && now() - entry.since > SLOWDOWN_WINDOW_MS) failures.delete(account);
    return failures.get(account)?.count ?? 0;
  };
  return {
    count: async (account) => current(account),
    async add(account) {
      const count = current(account) + 1;
      const since = failures.get(account)?.since ?? now();
      // Re-inserted, so the map's order stays "least recently failed first".
      failures.delete(account);
      failures.set(account, { count, since });
      if (failures.size > MAX_TRACKED) failures.delete(failures.keys().next().value ?? '');
    },
    clear: async (account) => void failures.delete(account),
  };
}
