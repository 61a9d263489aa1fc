import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languages';

type Catalog = Record<string, unknown>;

/**
 * One JSON file per area under locales/<language>/ (feed.json holds the `feed.*` keys). English is
 * part of the bundle, so the first render never waits for it and the spec's texts are always there;
 * Spanish and French are separate chunks, loaded when chosen (the service worker precaches them).
 */
const english = import.meta.glob<Catalog>('./locales/en/*.json', { eager: true, import: 'default' });
const later: Record<Exclude<Language, 'en'>, Record<string, () => Promise<Catalog>>> = {
  es: import.meta.glob<Catalog>('./locales/es/*.json', { import: 'default' }),
  fr: import.meta.glob<Catalog>('./locales/fr/*.json', { import: 'default' }),
};

function areaOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
}

function byArea(files: Record<string, Catalog>): Catalog {
  return Object.fromEntries(Object.entries(files).map(([file, catalog]) => [areaOf(file), catalog]));
}

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'es', 'fr'],
  resources: { en: { translation: byArea(english) } },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

async function loadCatalog(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const files = later[language];
  const loaded = await Promise.all(Object.entries(files).map(async ([file, load]) => [file, await load()] as const));
  i18next.addResourceBundle(language, 'translation', byArea(Object.fromEntries(loaded)), true, true);
}

/** Switches every text, date and number to `language`, and says so in `<html lang>`. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadCatalog(language);
  await i18next.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language texts are shown in now. */
export function currentLanguage(): Language {
  const now = i18next.resolvedLanguage ?? i18next.language;
  return now === 'es' || now === 'fr' ? now : 'en';
}

export { i18next };
