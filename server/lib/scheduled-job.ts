/** A background job run at start and then every `everyMs`, on an injected clock, one run at a time. */
export interface ScheduledJob<T> {
  runOnce(): Promise<T>;
  start(): void;
  /** Stops the timer and waits for a run under way to finish. */
  stop(): Promise<void>;
}

export interface ScheduledJobOptions<T> {
  run: (now: Date) => Promise<T>;
  everyMs: number;
  /** The clock each run is told (tests move it forward). */
  now?: () => Date;
  onError?: (err: unknown) => void;
}

export function createScheduledJob<T>({ run, everyMs, now = () => new Date(), onError = () => undefined }: ScheduledJobOptions<T>): ScheduledJob<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  const runOnce = () => {
    // One run at a time: a slow run is never overlapped by the next tick.
    running ??= run(now()).finally(() => (running = undefined));
    return running;
  };
  const tick = () => void runOnce().catch(onError);
  return {
    runOnce,
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
