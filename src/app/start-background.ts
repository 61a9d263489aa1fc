/**
 * The background machinery (outbox drain, pulls, live socket), loaded right after the first paint
 * so the first screen does not wait for IndexedDB code; it follows the session from then on.
 */
export async function startBackground(): Promise<void> {
  const [{ startSync }, { startSocket }] = await Promise.all([import('../sync/triggers'), import('../sync/socket')]);
  startSync();
  startSocket();
}
