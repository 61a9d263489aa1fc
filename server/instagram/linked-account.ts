/** A camper's linked Instagram account, with its token sealed at rest (token-crypto.ts) and renewed before it ends. */
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { refreshToken } from './instagram-api.js';
import { linkOf, upsertLink } from './repository.js';
import { openToken, sealToken } from './token-crypto.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A long-lived token lives 60 days; it is renewed when used within its last 10. */
const RENEW_WITHIN_MS = 10 * DAY_MS;

export interface LinkedAccount {
  igUserId: string;
  username: string;
  token: string;
}

export async function saveLink(
  db: Db,
  config: Config,
  userId: string,
  link: { igUserId: string; username: string; token: string; expiresAt: Date | null },
): Promise<void> {
  await upsertLink(db, userId, {
    igUserId: link.igUserId,
    username: link.username,
    accessTokenEnc: sealToken(config.jwtSecret, link.token),
    tokenExpiresAt: link.expiresAt,
    updatedAt: new Date(),
  });
}

/** The person's link with a usable token, renewed when close to expiry; null when not linked (or the secret changed). */
export async function loadLink(db: Db, config: Config, userId: string): Promise<LinkedAccount | null> {
  const row = await linkOf(db, userId);
  const token = row ? openToken(config.jwtSecret, row.accessTokenEnc) : null;
  if (!row || !token) return null;
  const link = { igUserId: row.igUserId, username: row.username, token };
  if (row.tokenExpiresAt && row.tokenExpiresAt.getTime() - Date.now() < RENEW_WITHIN_MS && row.tokenExpiresAt.getTime() > Date.now()) {
    // A failed renewal is not fatal: the current token still works until it expires.
    const renewed = await refreshToken(config, token).catch(() => null);
    if (renewed) {
      await saveLink(db, config, userId, { ...link, token: renewed.token, expiresAt: renewed.expiresAt });
      return { ...link, token: renewed.token };
    }
  }
  return link;
}
