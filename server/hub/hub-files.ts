/**
 * What the hub keeps beside its database in DATA_DIR: the cloud's answer to the key exchange (the signing secret,
 * readable by the hub's user only) and the record of what the last pull left it holding, which `--check` reads
 * while the hub runs (the embedded database belongs to the running hub alone).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Exchanged {
  secret: string;
  public_url: string | null;
}

export interface Held {
  /** When the last pull ended (ISO). */
  pulledAt: string;
  tables: { area: string; table: string; rows: number }[];
  /** The keys of the photos the hub holds, and their bytes in all. */
  photos: string[];
  photoBytes: number;
}

const readJson = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);

export const hubFiles = (dataDir: string) => {
  const exchangeFile = path.join(dataDir, 'hub-exchange.json');
  const heldFile = path.join(dataDir, 'hub-held.json');
  const localChangesFile = path.join(dataDir, 'hub-local-changes');
  return {
    readExchanged: () => readJson<Exchanged>(exchangeFile),
    writeExchanged: (exchanged: Exchanged) => writeFileSync(exchangeFile, JSON.stringify(exchanged), { mode: 0o600 }),
    readHeld: () => readJson<Held>(heldFile),
    writeHeld: (held: Held) => writeFileSync(heldFile, JSON.stringify(held)),
    /** Whether the hub took a change itself (a post, an RSVP...), which a pull would overwrite. */
    hasLocalChanges: () => existsSync(localChangesFile),
    markLocalChanges: (what: string) => writeFileSync(localChangesFile, `${new Date().toISOString()} ${what}\n`, { flag: 'a' }),
  };
};

export type HubFiles = ReturnType<typeof hubFiles>;
