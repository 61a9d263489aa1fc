/** The claims of a sign-in token, read without verifying it (the server verifies), or null. */
function claimsOf(token: string | null): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The user id (`sub`) a sign-in token names, or null. */
export function tokenSubject(token: string | null): string | null {
  const sub = claimsOf(token)?.sub;
  return typeof sub === 'string' ? sub : null;
}

/** When the token was issued (ms since the epoch, from `iat`), or null. */
export function tokenIssuedAt(token: string | null): number | null {
  const iat = claimsOf(token)?.iat;
  return typeof iat === 'number' ? iat * 1000 : null;
}
