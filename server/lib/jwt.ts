import { SignJWT, jwtVerify } from 'jose';

/** Tokens live 30 days: campers may stay offline a whole weekend (DECISIONS 5). */
export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

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

/** The claims of a valid token, or null when it is invalid or expired. */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string') return null;
    return { sub: payload.sub, ver: typeof payload.ver === 'number' ? payload.ver : 0 };
  } catch {
    return null;
  }
}
