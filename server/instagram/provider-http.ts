/**
 * Calls to Instagram, and how they fail. Requests carry tokens and the client secret, so neither a
 * URL nor a request body is ever put in an error or a log line.
 */

/** 'expired': the token no longer works (OAuthException 190); 'rejected': Instagram refused; 'unreachable': no answer or a 5xx. */
export type InstagramFailure = 'expired' | 'rejected' | 'unreachable';

export class InstagramError extends Error {
  constructor(
    readonly kind: InstagramFailure,
    /** Instagram's own sentence (never a token), for the server log. */
    readonly providerMessage = '',
  ) {
    super(`Instagram call failed (${kind})${providerMessage ? `: ${providerMessage}` : ''}`);
  }
}

const TIMEOUT_MS = 15_000;

/** Instagram sends ids as large JSON numbers; read them as text before they lose digits. */
const quoteIds = (text: string) => text.replace(/"(user_id|id)"\s*:\s*(\d{15,})/g, '"$1":"$2"');

function failureOf(status: number, body: Record<string, unknown>): InstagramError {
  const error = (body.error ?? body) as { code?: unknown; message?: unknown; error_message?: unknown };
  const message = typeof error.message === 'string' ? error.message : typeof error.error_message === 'string' ? error.error_message : '';
  if (status >= 500) return new InstagramError('unreachable', message);
  return new InstagramError(Number(error.code) === 190 ? 'expired' : 'rejected', message);
}

/** One call; the JSON answer, or an InstagramError. */
export async function instagramCall(
  url: URL,
  init: { method?: 'GET' | 'POST'; form?: Record<string, string> } = {},
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new InstagramError('unreachable');
  }
  const text = await response.text().catch(() => '');
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(quoteIds(text));
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    if (response.ok) throw new InstagramError('unreachable', 'The answer was not JSON.');
  }
  if (!response.ok) throw failureOf(response.status, body);
  return body;
}

export const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.trunc(v)) : Number(v) || 0);
