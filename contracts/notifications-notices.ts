/**
 * What the camp tells people (server inbox and push) by kind, with its values, in every language. The
 * words are the `notices` catalogs (texts/<language>/notices.json); this fills them in. The server writes
 * pushes in the phone's language from them and keeps the English title and message with each notice; the
 * app shows a notice of a known kind in the camper's language the same way.
 */
import english from '../texts/en/notices.json';
import spanish from '../texts/es/notices.json';
import french from '../texts/fr/notices.json';
import { fillText } from './fill-text.js';

/**
 * A kind of notice. A queued change the server refused is `changeRefused`: `label` says what (in English;
 * `area` says it in every language), `reason` is the server's sentence and `code` (when given) its error
 * code, said in the reader's language.
 */
export type NoticeKind = keyof typeof english.kind;
/** What a refused change was, by the area of the app it touched, when the server cannot name the item. */
export type RefusedArea = keyof typeof english.refusedArea;
export type NoticeParams = Record<string, string>;
export interface NoticeText {
  title: string;
  message: string;
}

/** Every language has every kind and area (a catalog missing one does not type-check). */
const catalogs = { en: english, es: spanish, fr: french } satisfies Record<
  string,
  { kind: Record<NoticeKind, NoticeText>; refusedArea: Record<RefusedArea, string> }
>;
type NoticeLanguage = keyof typeof catalogs;

/** The English words of a refused change's area (the `label` a notice keeps). */
export const refusedAreaLabel = (area: RefusedArea): string => english.refusedArea[area];

/** An error sentence in a language by its code (contracts/error-codes.ts), when that language has it. */
export type SentenceOf = (code: string, language: NoticeLanguage) => string | undefined;

export const isNoticeKind = (kind: unknown): kind is NoticeKind => typeof kind === 'string' && Object.hasOwn(english.kind, kind);
const noticeLanguageOf = (language: unknown): NoticeLanguage =>
  typeof language === 'string' && Object.hasOwn(catalogs, language) ? (language as NoticeLanguage) : 'en';

/**
 * The values said in `language`: a refused change's area (unless the item is named by an `outbox`
 * label key) and its reason by its code (through `sentenceOf`; the server's own words otherwise).
 */
function localParams(params: NoticeParams, language: NoticeLanguage, sentenceOf?: SentenceOf): NoticeParams {
  const { area, code, labelKey } = params;
  const label =
    area && !labelKey && Object.hasOwn(english.refusedArea, area) ? catalogs[language].refusedArea[area as RefusedArea] : params.label;
  const reason = (code && sentenceOf?.(code, language)) || params.reason;
  return { ...params, ...(label === undefined ? {} : { label }), ...(reason === undefined ? {} : { reason }) };
}

/** The title and message of a notice in `language` (English when the language is not one of the camp's). */
export function noticeText(kind: NoticeKind, params: NoticeParams, language: unknown = 'en', sentenceOf?: SentenceOf): NoticeText {
  const lang = noticeLanguageOf(language);
  const text = catalogs[lang].kind[kind];
  const values = localParams(params, lang, sentenceOf);
  return { title: fillText(text.title, values), message: fillText(text.message, values) };
}
