/**
 * The sample camp's words (its events, rules and Camp Map locations, contracts/sample-texts.ts) in the
 * camper's language, from the `seed` catalog, so they read in Spanish or French offline too. Only a text
 * that is exactly one the server seeded is translated: what an organizer wrote or edited is shown as written.
 */
import { useCallback } from 'react';
import { sampleTexts } from '../../contracts/sample-texts';
import { useTranslation } from '../i18n';

const keyOf = new Map(sampleTexts.map(([key, text]) => [text, key]));

/** For a component: `(text) => text in the current language`, drawn again when the language changes. */
export function useSeedText(): (text: string) => string {
  const { t } = useTranslation('seed');
  return useCallback(
    (text: string) => {
      const key = keyOf.get(text);
      return key ? t(`seed:${key}`, { defaultValue: text }) : text;
    },
    [t],
  );
}
