/**
 * `npm run chaos -- [--seed N] [--minutes M] [--webkit] [--phones N] [--postgres] [--verbose]`: the randomized fault test
 * of the whole promise (tests/chaos/engine.ts), on PGlite, or with `--postgres` on a new database of the PostgreSQL
 * server at TEST_DATABASE_URL (else 127.0.0.1:5432). Prints the seed first (`--seed` replays it), the counts at the end,
 * and exits 1 on any lost, doubled or mismatched change, undrained phone or 5xx answer.
 */
import { parseArgs } from 'node:util';
import { failed, runChaos } from './engine.js';
import { printReport } from './report.js';
import { randomSeed } from './prng.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    minutes: { type: 'string', default: '1' },
    webkit: { type: 'boolean', default: false },
    phones: { type: 'string', default: '3' },
    postgres: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const seed = values.seed === undefined ? randomSeed() : Number(values.seed);
console.log(`chaos: seed ${seed} (replay with --seed ${seed})`);
const report = await runChaos({
  seed,
  durationMs: Number(values.minutes) * 60_000,
  chromiumPhones: Number(values.phones),
  webkit: values.webkit,
  postgresAdminUrl: values.postgres ? (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres') : undefined,
  log: (line) => (values.verbose ? console.log(line) : undefined),
});
printReport(report, console.log);
process.exit(failed(report) ? 1 : 0);
