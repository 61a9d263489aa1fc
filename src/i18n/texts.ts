import { i18next } from './i18n';

/** A key of the catalogs as the app writes it: '<catalog>:<key>', e.g. 'profile:updated'. */
export type TextKey = `${string}:${string}`;

/**
 * Named texts of the catalogs, each read in the current language whenever it is used, so a message
 * shown later speaks the language chosen by then: `const profileText = texts({ updated: 'profile:updated' })`,
 * then `profileText.updated`. The screen that shows them loads their catalog (useTranslation).
 */
export function texts<const T extends Record<string, TextKey>>(keys: T): { readonly [K in keyof T]: string } {
  const named = {} as { [K in keyof T]: string };
  for (const [name, key] of Object.entries(keys)) {
    Object.defineProperty(named, name, { enumerable: true, get: () => i18next.t(key) });
  }
  return named;
}
