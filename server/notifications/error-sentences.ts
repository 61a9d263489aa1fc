/**
 * The server's error sentences in each language the camp speaks, for what it writes itself (pushes):
 * the same sentences the app shows, from the `errors` catalogs of texts/ (English is what the server answers).
 */
import spanish from '../../texts/es/errors.json';
import french from '../../texts/fr/errors.json';
import type { SentenceOf } from '../../contracts/notifications-notices.js';

const catalogs: Record<'es' | 'fr', Record<string, string>> = { es: spanish, fr: french };

/** The sentence of `code` in `language`; undefined in English, so the server's own words (with any detail) stay. */
export const errorSentenceIn: SentenceOf = (code, language) =>
  language === 'en' ? undefined : Object.hasOwn(catalogs[language], code) ? catalogs[language][code] : undefined;
