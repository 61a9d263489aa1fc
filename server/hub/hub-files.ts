/**
 * What the hub keeps beside its database in DATA_DIR: the cloud's answer to the key exchange (the signing secret,
 * readable by the hub's user only) and the record of what the last pull left it holding, which `--check` reads
 * while the hub runs (the embedded database belongs to the running hub alone).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { HubExchange } from '../../contracts/hub.js';

export interface Held {
  /** When the last pull ended (ISO). */
  pulledAt: string;
  tables: { area: string; table: string; rows: number }[];
  /** The keys of the photos the hub holds, and their bytes in all. */
  photos: string[];
  photoBytes: number;
}

const readJson = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);

/** Written beside, then renamed over: a reader (or a hub stopped half-way) never finds half a file. */
function writeWhole(file: string, value: unknown, mode = 0o644): void {
  writeFileSync(`${file}.new`, JSON.stringify(value), { mode });
  renameSync(`${file}.new`, file);
}

export const hubFiles = (dataDir: string) => {
  const exchangeFile = path.join(dataDir, 'hub-exchange.json');
  const heldFile = path.join(dataDir, 'hub-held.json');
  const localChangesFile = path.join(dataDir, 'hub-local-changes');
  return {
    readExchanged: () => readJson<HubExchange>(exchangeFile),
    writeExchanged: (exchanged: HubExchange) => writeWhole(exchangeFile, exchanged, 0o600),
    readHeld: () => readJson<Held>(heldFile),
    writeHeld: (held: Held) => writeWhole(heldFile, held),
    /** Whether the hub took a change itself (a post, an RSVP...), which a pull would overwrite. */
    hasLocalChanges: () => existsSync(localChangesFile),
    markLocalChanges: (what: string) => writeFileSync(localChangesFile, `${new Date().toISOString()} ${what}\n`, { flag: 'a' }),
  };
};

export type HubFiles = ReturnType<typeof hubFiles>;
