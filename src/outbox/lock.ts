/**
 * One drain at a time: a Web Lock across tabs and the service worker, or an in-memory mutex where
 * the Locks API is missing (old browsers, Node).
 */
let tail: Promise<unknown> = Promise.resolve();

export async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManager }).locks;
  if (locks) return locks.request(name, task);
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}
