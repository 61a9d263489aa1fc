// Runs the given command only when the named environment variable is set.
import { spawnSync } from 'node:child_process';

const [name, ...command] = process.argv.slice(2);
if (!name || command.length === 0) {
  console.error('usage: run-if-env.mjs VAR command ...');
  process.exit(2);
}
if (!process.env[name]) {
  console.log(`${name} is not set: skipping "${command.join(' ')}".`);
  process.exit(0);
}
const result = spawnSync('npx', command, { stdio: 'inherit' });
process.exit(result.status ?? 1);
