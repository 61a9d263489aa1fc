/**
 * Whose camp this device holds, remembered in localStorage once a pull was kept (src/replication/replicate.ts).
 * A sign-in reads it to tell a first sign-in on this device (the whole camp to download) from a later one, and
 * the replication loop to tell a cleared copy from a first start (src/db/cleared-copy.ts).
 */
const HELD_FOR = 'camp-weekend:camp-held-for';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Remembers that this person's camp is on the device (after a pull was kept). */
export function noteCampHeld(userId: string | null): void {
  try {
    if (userId) storage()?.setItem(HELD_FOR, userId);
  } catch {
    // A full or blocked localStorage: a courtesy, the pull itself does not need it.
  }
}

export function campHeldFor(): string | null {
  try {
    return storage()?.getItem(HELD_FOR) ?? null;
  } catch {
    return null;
  }
}

/** Where a sign-in lands: Home when this device already holds the person's camp, else the first start, which gets it. */
export const landingAfterSignIn = (userId: string | undefined): string =>
  userId !== undefined && campHeldFor() === userId ? '/' : '/ready?first=1';
