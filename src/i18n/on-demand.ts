/**
 * The text machinery (i18next and the catalogs, src/i18n/i18n.ts) loaded when first asked for, for
 * code on the way to every first screen: the prerendered landing in English shows without it.
 * (react-i18next's hooks import i18next itself, so that code does not use them either.)
 */
import type { Language } from './languages';

let loaded: typeof import('./i18n') | undefined;
const texts = () => import('./i18n').then((m) => (loaded = m));

/** Switches every text to `language`, loading i18next and that language's catalogs first. */
export const switchLanguageWhenReady = (language: Language): Promise<void> => texts().then((m) => m.switchLanguage(language));

/** Loads the catalogs of these areas in the current language, e.g. alongside a screen's code. */
export const loadAreasWhenReady = (names: string[]): Promise<void> => texts().then((m) => m.loadAreas(names));

/** A text of the loaded catalogs in the current language, e.g. 'common:loading'; '' while i18next has not loaded. */
export const loadedText = (key: string): string => loaded?.i18next.t(key) ?? '';
