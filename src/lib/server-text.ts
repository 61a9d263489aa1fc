/**
 * What the server says, in the camper's language: its error sentences by code (catalog `errors`,
 * contracts/error-codes.ts) and its notices by kind (contracts/notifications-notices.ts). A code or kind this app
 * does not know shows the server's own English words.
 */
import { isNoticeKind, noticeText } from '../../contracts/notifications-notices';
import { currentLanguage, i18next, loadAreas, useTranslation } from '../i18n';
import { seedText } from './seed-text';

/** The error in the current language (its catalog loaded: `loadAreas(['errors'])` or useTranslation('errors')). */
export function errorSentence(code: string | undefined, sentence: string): string {
  // English is the server's own words; a composed sentence ("Invalid request. title: …") keeps its detail there.
  if (!code || currentLanguage() === 'en') return sentence;
  return i18next.exists(`errors:${code}`) ? i18next.t(`errors:${code}`) : sentence;
}

/** As errorSentence, loading the `errors` catalog first. */
export async function translatedError(code: string | undefined, sentence: string): Promise<string> {
  if (code && currentLanguage() !== 'en') await loadAreas(['errors']).catch(() => undefined);
  return errorSentence(code, sentence);
}

/**
 * The label of a refusal notice from its values (written by src/db/change-label.ts labelParams), in the
 * current language: an `outbox` catalog key and its values, else the English words kept with it.
 */
function labelOfParams(params: Record<string, string>): string | undefined {
  const { label, labelKey, labelValues } = params;
  if (label === undefined || !labelKey?.startsWith('outbox:label.')) return label;
  try {
    const values = JSON.parse(labelValues ?? '{}') as Record<string, string>;
    return i18next.t(labelKey, { ...values, defaultValue: label });
  } catch {
    return label;
  }
}

interface Said {
  title: string;
  message: string;
  kind?: string;
  params?: Record<string, string>;
}

/** A notice's title and message in the current language, or undefined when its kind is not one the app knows. */
export function noticeSaid(n: Said): { title: string; message: string } | undefined {
  if (!isNoticeKind(n.kind) || !n.params) return undefined;
  const { code, reason, ...rest } = n.params;
  const label = labelOfParams(n.params);
  const params = {
    ...rest,
    // An event the sample camp seeded is named in the reader's language; one an organizer named, as written.
    ...(rest.event === undefined ? {} : { event: seedText(rest.event) }),
    ...(label === undefined ? {} : { label }),
    ...(reason === undefined ? {} : { reason: errorSentence(code, reason) }),
  };
  return noticeText(n.kind, params, currentLanguage());
}

/** For a component: the notice in the current language, over what `shown` says otherwise. */
export function useNoticeText<T extends { title: string; message: string }>(n: Said, shown: T): T {
  useTranslation(['errors', 'outbox', 'seed']);
  return { ...shown, ...noticeSaid(n) };
}
