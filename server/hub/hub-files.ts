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
  /** The SHA-256 of the rows pulled: a pull that reads the same camp again replaces nothing. */
  hash?: string;
  /** The hub's last journaled change when the copy was replaced: a change since makes the next pull replace it. */
  journalSeq?: number;
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
  return {
    readExchanged: () => readJson<HubExchange>(exchangeFile),
    writeExchanged: (exchanged: HubExchange) => writeWhole(exchangeFile, exchanged, 0o600),
    readHeld: () => readJson<Held>(heldFile),
    writeHeld: (held: Held) => writeWhole(heldFile, held),
  };
};

export type HubFiles = ReturnType<typeof hubFiles>;
