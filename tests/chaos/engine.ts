/**
 * The chaos run: phones tapping at random through the app while their relays and the server fail at random, then
 * the signal back for all, the phones drained, and the server compared with what the phones showed.
 */
import { outboxCount } from '../scenarios/app-steps.js';
import { startCamp, type Camp } from './camp.js';
import { noFaults, pause, troubleRelay, troubleServer, type FaultCounts } from './faults.js';
import { Ledger } from './ledger.js';
import { launchChromium, openPhone, type Phone } from './phones.js';
import { rng, type Rng } from './prng.js';
import { compareWithServer, type Finding } from './verify.js';
import { chaosActions } from './actions/index.js';

export interface ChaosOptions {
  seed: number;
  durationMs: number;
  chromiumPhones: number;
  webkit: boolean;
  /** A PostgreSQL server's maintenance address: the run's server uses a new database there instead of PGlite. */
  postgresAdminUrl?: string;
  log?: (line: string) => void;
}

export interface ChaosReport {
  seed: number;
  actions: number;
  skipped: number;
  /** Actions that could not finish (a control that never showed): the harness's or the app's trouble, listed. */
  stuck: string[];
  /** Taps whose screen showed no change within 3 s (no longer compared: what the phone showed is unknown). */
  unshown: string[];
  faults: FaultCounts;
  reloads: number;
  closes: number;
  findings: Finding[];
  /** Phones whose outbox still held changes at the end. */
  undrained: string[];
  /** Answers with a 5xx status seen at the relays, but 503: a busy PGlite server's Retry-After (server/http/db-queue.ts). */
  serverErrors: string[];
  /** 503 answers: the server shedding load, which the app retries. */
  busy: number;
}

export const failed = (r: ChaosReport) => r.findings.length > 0 || r.undrained.length > 0 || r.serverErrors.length > 0;

const DRAIN_BOUND_MS = 6 * 60_000;

/** One phone's random taps until `stopped()`; after some, a reload or a page close 0–500 ms after the tap. */
async function tapAtRandom(
  ...[phone, camp, ledger, random, report, stopped, log]: [Phone, Camp, Ledger, Rng, ChaosReport, () => boolean, (line: string) => void]
) {
  let written = 0;
  while (!stopped()) {
    const action = ledger.nextAction();
    const [name, run] = random.pick(chaosActions);
    const uniqueText = (what: string) => `chaos ${what} #${(written += 1)} of phone ${phone.name.split(' ')[1]} (seed ${report.seed})`;
    const started = Date.now();
    try {
      const done = await run({ phone, camp, ledger, rng: random, action, uniqueText });
      if (done.skipped) report.skipped += 1;
      log(`${phone.name} #${action} ${done.what} (${Date.now() - started} ms)`);
    } catch (err) {
      report.stuck.push(`${phone.name} action ${action} (${name}): ${String(err).split('\n')[0]}`);
    }
    report.actions += 1;
    const after = random.next();
    if (after < 0.2) {
      await new Promise((r) => setTimeout(r, random.int(0, 500)));
      try {
        if (after < 0.14) {
          log(`${phone.name} reload`);
          report.reloads += 1;
          await phone.drv.reload();
        } else {
          log(`${phone.name} page closed and opened again`);
          report.closes += 1;
          await phone.reopen();
        }
      } catch (err) {
        report.stuck.push(`${phone.name} reload after action ${action}: ${String(err).split('\n')[0]}`);
      }
    }
    await pause(random.int(100, 1500), stopped);
  }
}

/** Waits (up to DRAIN_BOUND_MS) for every phone's outbox to empty; answers those still holding changes. */
async function drained(phones: Phone[], log: (line: string) => void): Promise<string[]> {
  const end = Date.now() + DRAIN_BOUND_MS;
  let waiting = phones;
  let told = Date.now();
  while (waiting.length > 0 && Date.now() < end) {
    const left: string[] = [];
    for (const phone of waiting) {
      const count = await outboxCount(phone.drv).catch((err: unknown) => `? (${String(err).split('\n')[0]})`);
      if (count !== 0) left.push(`${phone.name}: ${count}`);
    }
    waiting = waiting.filter((p) => left.some((l) => l.startsWith(`${p.name}:`)));
    if (waiting.length > 0 && Date.now() - told > 15_000) [told] = [Date.now(), log(`still waiting to send: ${left.join(', ')}`)];
    if (waiting.length > 0) await new Promise((r) => setTimeout(r, 1000));
  }
  return Promise.all(waiting.map(async (p) => `${p.name}: ${await outboxCount(p.drv).catch(() => '?')} changes left`));
}

export async function runChaos(opts: ChaosOptions): Promise<ChaosReport> {
  const began = Date.now();
  const log = (line: string) => opts.log?.(`${((Date.now() - began) / 1000).toFixed(1).padStart(6)} s  ${line}`);
  const random = rng(opts.seed);
  const report: ChaosReport = {
    ...{ seed: opts.seed, actions: 0, skipped: 0, stuck: [], unshown: [], faults: noFaults(), reloads: 0, closes: 0 },
    ...{ findings: [], undrained: [], serverErrors: [], busy: 0 },
  };
  const phoneCount = opts.chromiumPhones + (opts.webkit ? 1 : 0);
  const camp = await startCamp({ campers: phoneCount, seed: opts.seed, postgresAdminUrl: opts.postgresAdminUrl });
  const chromium = await launchChromium();
  const phones: Phone[] = [];
  try {
    for (const [i, camper] of camp.campers.entries()) {
      phones.push(await openPhone(i + 1, camper, camp.url, i < opts.chromiumPhones ? { chromium } : 'webkit'));
      log(`${phones.at(-1)?.name} signed in`);
    }
    const ledger = new Ledger();
    const end = Date.now() + opts.durationMs;
    const stopped = () => Date.now() >= end;
    await Promise.all([
      ...phones.map((p) => tapAtRandom(p, camp, ledger, random.fork(), report, stopped, log)),
      ...phones.map((p) => troubleRelay(p.relay, random.fork(), report.faults, stopped, (line) => log(`${p.name} relay: ${line}`))),
      troubleServer(() => camp.restart(), random.fork(), report.faults, stopped, log),
    ]);
    log(`signal back for every phone after ${report.actions} actions; waiting for the phones to drain`);
    report.undrained = await drained(phones, log);
    report.findings = await compareWithServer(camp, ledger);
    report.unshown = ledger.unshown;
    const answers = phones.flatMap((p) => p.relay.exchanges().map((e) => ({ phone: p.name, ...e, status: e.status ?? 0 })));
    report.busy = answers.filter((e) => e.status === 503).length;
    report.serverErrors = answers
      .filter((e) => e.status >= 500 && e.status !== 503)
      .map((e) => `${e.phone}: ${e.method} ${e.target.split('?')[0]} ${e.status}`);
    return report;
  } finally {
    for (const phone of phones) await phone.close().catch(() => undefined);
    await chromium.close();
    await camp.close();
  }
}
