/**
 * The sample camp's words (its events, rules and Camp Map locations, contracts/sample-texts.ts) in the
 * camper's language, from the `seed` catalog, so they read in Spanish or French offline too. Only a text
 * that is exactly one the server seeded is translated: what an organizer wrote or edited is shown as written.
 */
import { useCallback } from 'react';
import { sampleTextKey } from '../../contracts/sample-texts';
import { i18next, useTranslation } from '../i18n';

type Translate = (key: string, options: { defaultValue: string }) => string;

const inLanguage = (t: Translate, text: string): string => {
  const key = sampleTextKey(text);
  return key ? t(`seed:${key}`, { defaultValue: text }) : text;
};

/** `text` in the current language if the sample camp seeded it (the `seed` catalog loaded), else as written. */
export const seedText = (text: string): string => inLanguage((key, options) => i18next.t(key, options), text);

/** For a component: seedText, loading the `seed` catalog and drawn again when the language changes. */
export function useSeedText(): (text: string) => string {
  const { t } = useTranslation('seed');
  return useCallback((text: string) => inLanguage((key, options) => t(key, options), text), [t]);
}
