/**
 * The faults of the run, each on its own schedule: per phone's relay, a signal cut (1–20 s), a slow radio (0–2 s
 * of latency), a blackhole (connections accepted and never answered, for 1–20 s, after which they drop as timed-out
 * ones do) and a reset in the middle of an answer; and for the camp, the server killed (-9) and started again.
 */
import type { Relay } from '../support/relay.js';
import type { Rng } from './prng.js';

export interface FaultCounts {
  cuts: number;
  latencies: number;
  blackholes: number;
  resets: number;
  restarts: number;
}

export const noFaults = (): FaultCounts => ({ cuts: 0, latencies: 0, blackholes: 0, resets: 0, restarts: 0 });

/** Sleeps `ms`, or less once `stopped()` (checked every half second). */
export async function pause(ms: number, stopped: () => boolean): Promise<void> {
  const end = Date.now() + ms;
  while (!stopped() && Date.now() < end) await new Promise((r) => setTimeout(r, Math.min(500, end - Date.now())));
}

/** Troubles one relay until `stopped()`, then gives it its signal back whole. */
export async function troubleRelay(
  ...[relay, rng, counts, stopped, log]: [Relay, Rng, FaultCounts, () => boolean, (line: string) => void]
): Promise<void> {
  while (!stopped()) {
    await pause(rng.int(2000, 8000), stopped);
    if (stopped()) break;
    const fault = rng.pick(['cut', 'latency', 'blackhole', 'reset'] as const);
    log(fault);
    if (fault === 'cut') {
      counts.cuts += 1;
      relay.cut();
      await pause(rng.int(1000, 20_000), stopped);
      relay.restore();
      log('signal back');
    } else if (fault === 'latency') {
      counts.latencies += 1;
      relay.delay(rng.int(0, 2000));
      await pause(rng.int(3000, 15_000), stopped);
      relay.delay(0);
      log('latency over');
    } else if (fault === 'blackhole') {
      counts.blackholes += 1;
      relay.freeze();
      await pause(rng.int(1000, 20_000), stopped);
      relay.cut();
      relay.restore();
      log('blackhole over');
    } else {
      counts.resets += 1;
      relay.resetNextAnswer();
    }
  }
  relay.delay(0);
  relay.restore();
}

/** Kills the server (-9) now and then until `stopped()`, and starts it again each time. */
export async function troubleServer(
  ...[restart, rng, counts, stopped, log]: [() => Promise<void>, Rng, FaultCounts, () => boolean, (line: string) => void]
): Promise<void> {
  while (!stopped()) {
    await pause(rng.int(10_000, 40_000), stopped);
    if (stopped()) break;
    counts.restarts += 1;
    log('server killed');
    await restart();
    log('server started again');
  }
}
