interface Bench {
  name: string;
  load(): Promise<{ run(): Promise<void> }>;
}

/** How long one bench may take at its smallest size, on a busy machine. */
const BOUND_MS = 5 * 60_000;
/** After the last bench, how long the process may take to exit before something it left open is named as the fault. */
const EXIT_BOUND_MS = 30_000;

/** Runs `bench` and answers the lines it printed; fails if it throws or outlives the bound. */
async function linesOf(bench: Bench): Promise<number> {
  const log = console.log;
  let lines = 0;
  console.log = (...args: unknown[]) => {
    lines += 1;
    log(...args);
  };
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the ${bench.name} bench did not finish within ${BOUND_MS / 60_000} minutes`)), BOUND_MS);
  });
  try {
    await Promise.race([bench.load().then((mod) => mod.run()), bound]);
    return lines;
  } finally {
    clearTimeout(timer);
    console.log = log;
  }
}

/** Every bench once at its smallest size (BENCH_SMOKE): each must finish and print its lines. Prints each one's time. */
export async function smokeRun(benches: Bench[]): Promise<void> {
  process.env.BENCH_SMOKE = '1';
  // bench/tap.ts reads its number of taps from TAP_RUNS.
  process.env.TAP_RUNS ??= '2';
  const times: string[] = [];
  const began = performance.now();
  for (const bench of benches) {
    console.log(`\n== ${bench.name} (smoke)`);
    const started = performance.now();
    const lines = await linesOf(bench);
    if (lines === 0) throw new Error(`the ${bench.name} bench printed nothing`);
    times.push(`${bench.name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log(
    `\nsmoke run: ${benches.length} benches ran at their smallest size in ${((performance.now() - began) / 1000).toFixed(0)} s (${times.join(', ')})`,
  );
  setTimeout(() => {
    console.error(`the benches left something open: the process was still running ${EXIT_BOUND_MS / 1000} s after the last one`);
    process.exit(1);
  }, EXIT_BOUND_MS).unref();
}
