// The server tests on PGlite, and on PostgreSQL as well when TEST_DATABASE_URL names one (CI sets it).
// Both databases go in one vitest run, so their files overlap: PostgreSQL works in its own process,
// which takes about a third off running them one after the other.
import { spawnSync } from 'node:child_process';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) console.log('TEST_DATABASE_URL is not set: the server tests run on PGlite only.');
// The two-instance test on PostgreSQL puts HAProxy in front of two servers.
if (onPostgres && spawnSync('node', ['scripts/ensure-haproxy.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const projects = ['--project', 'server-pglite', ...(onPostgres ? ['--project', 'server-postgres'] : [])];
const result = spawnSync('npx', ['vitest', 'run', ...projects], { stdio: 'inherit' });
process.exit(result.status ?? 1);
