/**
 * `task`, run one at a time in this context: a call while it runs gets that run, and makes it run
 * once more when it ends (every call meanwhile folds into that one more run). The pull, the outbox's
 * drain and the service worker's photo trim each run this way.
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
