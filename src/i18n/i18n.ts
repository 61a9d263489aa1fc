/// <reference types="vite/client" />
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languages';
import { areaOfFile, sharedOptions } from './options';

/**
 * One catalog per area and language: texts/<language>/<area>.json, an i18next namespace, used as
 * t('feed:createPost') by a component that called useTranslation('feed'). The areas are those of
 * contracts/ and server/ (an area's admin screens read its catalog too: camps, teams, dashboard, users
 * in profile); common, frame, errors, outbox and pwa are shared by every screen. A catalog is loaded when a
 * screen of its area first draws (React suspends until then), and only in the chosen language, so no
 * screen's texts weigh on another's first paint. The shared `common` catalog in English is part of the
 * bundle; everything else is its own small chunk, precached by the service worker for offline use.
 */
// The `mails` catalogs are the server's alone (the words of the mails it sends): never part of the app.
const catalogs = import.meta.glob<ResourceKey>(['../../texts/*/*.json', '!../../texts/*/mails.json'], { import: 'default' });
const commonEnglish = import.meta.glob<ResourceKey>('../../texts/en/common.json', { eager: true, import: 'default' });

/** The areas that have a catalog, e.g. ['common', 'feed', …]. */
export const areas = Object.keys(catalogs)
  .filter((file) => file.startsWith('../../texts/en/'))
  .map(areaOfFile);

const fromChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, area, done) {
    const load = catalogs[`../../texts/${language}/${area}.json`];
    if (!load) return done(new Error(`No ${language} catalog for ${area}`), false);
    load().then(
      (catalog) => done(null, catalog),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

void i18next
  .use(fromChunks)
  .use(initReactI18next)
  .init({
    ...sharedOptions,
    ns: ['common'],
    resources: { en: { common: commonEnglish['../../texts/en/common.json'] ?? {} } },
    partialBundledLanguages: true,
  });

/** Switches every text, date and number to `language` (loading its catalogs first), and says so in `<html lang>`. */
export async function switchLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  await i18next.loadNamespaces('common');
  // Also compiled for the service worker, which has no page.
  const page = (globalThis as { document?: { documentElement: { lang: string } } }).document;
  if (page) page.documentElement.lang = language;
}

/** Loads the catalogs of these areas in the current language, e.g. before drawing a screen. */
export function loadAreas(names: string[]): Promise<void> {
  return i18next.loadNamespaces(names);
}

/** The language texts are shown in now. */
export function currentLanguage(): Language {
  const now = i18next.resolvedLanguage ?? i18next.language;
  return now === 'es' || now === 'fr' ? now : 'en';
}

export { i18next };
