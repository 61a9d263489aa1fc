/**
 * The words of the mails the server sends, in the camp's three languages: the `mails` catalogs
 * (texts/<language>/mails.json), read by the server only. Every language has every line (a catalog
 * missing one does not type-check); `fillText` puts in the {{values}}.
 */
import english from '../../texts/en/mails.json';
import spanish from '../../texts/es/mails.json';
import french from '../../texts/fr/mails.json';

const catalogs = { en: english, es: spanish, fr: french } satisfies Record<string, typeof english>;
export type MailLanguage = keyof typeof catalogs;

/** The first of `wishes` that is one of the camp's languages, else English. */
export function mailLanguage(...wishes: (string | undefined)[]): MailLanguage {
  return wishes.find((w): w is MailLanguage => w !== undefined && Object.hasOwn(catalogs, w)) ?? 'en';
}

/** The mails' words in `language`. */
export const mailTexts = (language: MailLanguage): typeof english => catalogs[language];
