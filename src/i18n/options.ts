import type { InitOptions } from 'i18next';

/** How texts are named and filled in, the same in the app and in the service worker. */
export const sharedOptions = {
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'es', 'fr'],
  defaultNS: 'common',
  nsSeparator: ':',
  keySeparator: '.',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

/** 'feed' for '../../texts/en/feed.json'. */
export function areaOfFile(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
}
