/** The figures benches print alike: percentiles of timings and the machine's load beside them. */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/** The value below which `p` % of `values` lie (0 for none); `values` need not be sorted. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Other work on the machine takes CPU from the servers and the phones alike: printed beside the figures. */
export const loadLine = () =>
  `  machine load (1, 5, 15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} on ${availableParallelism()} cores`;

/** User and system CPU time of a process so far, in ms (the kernel counts in ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
