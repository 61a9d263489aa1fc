/** The chaos run's printed report: counts, then every finding with its phone, action, expected and found, and the seed. */
import type { ChaosReport } from './engine.js';

export function printReport(r: ChaosReport, print: (line: string) => void): void {
  const count = (kind: string) => r.findings.filter((f) => f.kind === kind).length;
  const f = r.faults;
  print(
    `chaos seed ${r.seed}: ${r.actions} actions (${r.skipped} with nothing to do, ${r.stuck.length} stuck, ${r.unshown.length} taps that showed no change), ` +
      `faults: ${f.cuts} cuts, ${f.latencies} slow spells, ${f.blackholes} blackholes, ${f.resets} resets mid-answer; ` +
      `${r.reloads} reloads, ${r.closes} page closes, ${f.restarts} server restarts; ` +
      `lost ${count('lost')}, doubled ${count('doubled')}, mismatched ${count('mismatched')}, ` +
      `undrained ${r.undrained.length}, 5xx ${r.serverErrors.length} (and ${r.busy} 503 busy, retried)`,
  );
  for (const x of r.findings) print(`  ${x.kind}: ${x.phone}, action ${x.action}, ${x.what}: expected ${x.expected}, found ${x.found}`);
  for (const x of r.undrained) print(`  undrained: ${x}`);
  for (const x of r.serverErrors) print(`  5xx: ${x}`);
  for (const x of r.stuck) print(`  stuck: ${x}`);
  for (const x of r.unshown) print(`  no change shown: ${x}`);
  if (r.findings.length + r.undrained.length + r.serverErrors.length > 0) print(`  replay with: npm run chaos -- --seed ${r.seed}`);
}
