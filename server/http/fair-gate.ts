/**
 * A first-come, first-served gate: at most `concurrency` holders at once, the others wait in line.
 * A wait longer than `timeoutMs`, or a line already `maxWaiting` long, is refused (the caller
 * answers 503 with Retry-After) instead of waiting without end.
 */
export interface FairGate {
  /** Resolves with a release function, or rejects with GateRefused. */
  enter(): Promise<() => void>;
  readonly waiting: number;
  readonly active: number;
}

export class GateRefused extends Error {}

export function createFairGate(opts: { concurrency: number; maxWaiting: number; timeoutMs: number }): FairGate {
  let active = 0;
  const line: { admit: () => void }[] = [];
  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = line.shift();
      if (next) next.admit();
      else active -= 1;
    };
  };
  return {
    get waiting() {
      return line.length;
    },
    get active() {
      return active;
    },
    enter() {
      if (active < opts.concurrency && line.length === 0) {
        active += 1;
        return Promise.resolve(releaser());
      }
      if (line.length >= opts.maxWaiting) return Promise.reject(new GateRefused('line full'));
      return new Promise((resolve, reject) => {
        const entry = {
          admit: () => {
            clearTimeout(timer);
            resolve(releaser());
          },
        };
        const timer = setTimeout(() => {
          line.splice(line.indexOf(entry), 1);
          reject(new GateRefused('waited too long'));
        }, opts.timeoutMs);
        line.push(entry);
      });
    },
  };
}
