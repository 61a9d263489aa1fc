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

/**
 * `task`, run one at a time in this context: a call while it runs gets that run, and makes it run
 * once more when it ends (every call meanwhile folds into that one more run).
 */
export function foldingCalls<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let again = false;
  const run = (): Promise<T> => {
    if (running) {
      again = true;
      return running;
    }
    running = task().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void run();
      }
    });
    return running;
  };
  return run;
}
