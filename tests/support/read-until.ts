/**
 * Reads until `done` holds of what was read, or the bound passes (a state waited for, never the clock): answers the
 * last value read, so the test's own expectation says what was missing.
 */
export async function readUntil<T>(read: () => T | Promise<T>, done: (value: T) => boolean, boundMs = 30_000): Promise<T> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
