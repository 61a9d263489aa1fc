/** The VAPID keys that sign Web Push requests: from the settings, else generated once and kept in DATA_DIR. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.js';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const cache = new Map<string, Vapid>();

export function vapidKeys(config: Config): Vapid {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const file = path.join(config.DATA_DIR, 'vapid-keys.json');
  const known = cache.get(file);
  if (known) return known;
  let keys: { publicKey: string; privateKey: string };
  if (existsSync(file)) keys = JSON.parse(readFileSync(file, 'utf8')) as typeof keys;
  else {
    keys = webpush.generateVAPIDKeys();
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  const vapid = { ...keys, subject };
  cache.set(file, vapid);
  return vapid;
}
