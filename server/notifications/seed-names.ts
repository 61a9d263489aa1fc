/**
 * The sample camp's event names in each language the camp speaks, for what the server writes itself
 * (pushes): the same words the app shows, from the `seed` catalogs of texts/. A name an organizer wrote
 * or edited is not one of the sample's, and stays as written.
 */
import spanish from '../../texts/es/seed.json';
import french from '../../texts/fr/seed.json';
import { sampleTextKey } from '../../contracts/sample-texts.js';

type Tree = { [key: string]: string | Tree };

const catalogs: Record<'es' | 'fr', Tree> = { es: spanish, fr: french };

/** `text` in `language` when the sample camp seeded it, else as written. */
export function seededTextIn(text: string, language: string): string {
  const key = sampleTextKey(text);
  if (!key || (language !== 'es' && language !== 'fr')) return text;
  let node: string | Tree | undefined = catalogs[language];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : text;
}
