import type { Sample } from './campers.js';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`);

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

/** The latencies of the requests sent in each 10 s of the run, sorted, in the order of the run. */
function windows(samples: Sample[]): number[][] {
  const start = Math.min(...samples.map((s) => s.at));
  const out: number[][] = [];
  for (const s of samples) (out[Math.floor((s.at - start) / 10_000)] ??= []).push(s.ms);
  return out.map((w) => w.sort((a, b) => a - b));
}

/** The figures of one run: throughput, latency quantiles, slow and failed requests, chat. */
export function report(label: string, samples: Sample[], seconds: number): Figures {
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => s.status === 0 || s.status >= 500 || s.status === 429).length;
  const rps = samples.length / seconds;
  const p50 = quantile(all, 0.5);
  const p99 = quantile(all, 0.99);
  const max = all.at(-1) ?? 0;
  const byKind = (kind: string) =>
    samples
      .filter((s) => s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
  console.log(
    `${label}: ${samples.length} requests, ${rps.toFixed(0)} requests/s, p50 ${ms(p50)}, p90 ${ms(quantile(all, 0.9))}, p99 ${ms(p99)}, max ${ms(max)}, ` +
      `over 5 s ${all.filter((v) => v > 5000).length}, over 30 s ${all.filter((v) => v > 30000).length}, errors ${errors}`,
  );
  console.log(
    `${label}: chat send p50 ${ms(quantile(byKind('chat send'), 0.5))} p99 ${ms(quantile(byKind('chat send'), 0.99))}, chat read p50 ${ms(quantile(byKind('chat read'), 0.5))} p99 ${ms(quantile(byKind('chat read'), 0.99))}`,
  );
  const statuses = new Map<string, number>();
  for (const s of samples) statuses.set(`${s.kind} ${s.status}`, (statuses.get(`${s.kind} ${s.status}`) ?? 0) + 1);
  console.log(
    `${label}: answers ${[...statuses]
      .sort()
      .map(([k, n]) => `${k}×${n}`)
      .join(', ')}`,
  );
  console.log(
    `${label}: p99 of the requests sent in each 10 s, in order: ${windows(samples)
      .map((w) => ms(quantile(w, 0.99)))
      .join(', ')}`,
  );
  return { rps, p50, p99, max, errors };
}
