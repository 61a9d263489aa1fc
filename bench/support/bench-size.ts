/**
 * A bench's size: `full` for its figures, `smallest` in a smoke run (`npm run bench:smoke`, which sets BENCH_SMOKE),
 * where a bench only shows that it still runs to its end and prints its lines, in seconds.
 */
export const benchSize = (full: number, smallest: number): number => (process.env.BENCH_SMOKE ? smallest : full);
