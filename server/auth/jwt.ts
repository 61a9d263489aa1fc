import { SignJWT, jwtVerify } from 'jose';

/** Tokens live 30 days: campers may stay offline a whole weekend (DECISIONS 5). */
const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  ver: number;
}

export async function signToken(secret: string, claims: TokenClaims): Promise<string> {
  return new SignJWT({ ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(new TextEncoder().encode(secret));
}

const MAX_VERIFIED = 10_000;
/**
 * Tokens whose signature has been checked, per secret, with their claims and expiry: a camper's
 * phone sends the same token with every request, and its signature cannot change. The expiry is
 * still checked on every use; revocation is the token version, checked against the user each time.
 */
type Verified = Map<string, { claims: TokenClaims; expiresAt: number }>;
const verified = new Map<string, Verified>();

/** The claims of a valid token, or null when it is invalid or expired. */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | null> {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map() as Verified));
  const hit = known.get(token);
  if (hit) {
    if (Date.now() < hit.expiresAt) return hit.claims;
    known.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string') return null;
    const claims = { sub: payload.sub, ver: typeof payload.ver === 'number' ? payload.ver : 0 };
    // The oldest checked token makes room (a Map keeps insertion order).
    if (known.size >= MAX_VERIFIED) known.delete(known.keys().next().value ?? '');
    if (typeof payload.exp === 'number') known.set(token, { claims, expiresAt: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
}
