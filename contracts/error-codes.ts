/**
 * Every error the server answers, by a stable code (DECISIONS 1: the body is `{ error, code, details? }`).
 * The codes are the keys of the `errors` catalog (texts/<language>/errors.json), which says each one in
 * every language the camp speaks: the English sentence is exactly what the server answers, and the app
 * shows the camper's language by the code. A new error sentence needs a code there, in every language.
 */
import englishSentences from '../texts/en/errors.json';

/** The English sentence of each code, as the server answers it. */
export const serverErrors: Readonly<typeof englishSentences> = englishSentences;

export type ServerErrorCode = keyof typeof serverErrors;

export const isErrorCode = (value: string): value is ServerErrorCode => Object.hasOwn(serverErrors, value);

/** The code answered when a refusal has no sentence of its own in the catalogue (never expected). */
export const FALLBACK_ERROR_CODE = 'request_refused';

export interface ErrorBody {
  error: string;
  code: string;
  details?: unknown;
}

const bodyOf = (error: string, code: string, details: unknown): ErrorBody =>
  details === undefined ? { error, code } : { error, code, details };

/** The `{ error, code, details? }` body of a code: its sentence, or `sentence` where the server composed one with detail. */
export const codeBody = (code: ServerErrorCode, details?: unknown, sentence?: string): ErrorBody =>
  bodyOf(sentence ?? serverErrors[code], code, details);
