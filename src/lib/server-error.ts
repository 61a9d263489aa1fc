/** The code and sentence of a server error body `{ error, code }` (contracts/error-codes.ts), if it is one. */
export function serverError(body: unknown): { code?: string; sentence: string } | undefined {
  if (!body || typeof body !== 'object' || !('error' in body) || typeof body.error !== 'string') return undefined;
  const code = 'code' in body && typeof body.code === 'string' ? body.code : undefined;
  return { code, sentence: body.error };
}
