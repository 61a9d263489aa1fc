/// <reference types="vite/client" />
import i18next, { type ResourceKey } from 'i18next';
import type { Language } from './languages';
import { areaOfFile, sharedOptions } from './options';

/**
 * src/i18n as the service worker sees it (the worker build puts this file in place of i18n.ts:
 * scripts/worker-i18n-plugin.ts). The worker draws no screen; the texts it stores (a refused
 * change's notice) are English with a kind, and the app shows them in the chosen language. Its
 * classic-script format cannot load catalogs on demand, so the English ones are part of it.
 */
const english = import.meta.glob<ResourceKey>(['../../texts/en/*.json', '!../../texts/en/mails.json'], { eager: true, import: 'default' });

export const areas = Object.keys(english).map(areaOfFile);

void i18next.init({
  ...sharedOptions,
  ns: areas,
  resources: { en: Object.fromEntries(Object.entries(english).map(([file, catalog]) => [areaOfFile(file), catalog])) },
});

export async function switchLanguage(): Promise<void> {}

export async function loadAreas(): Promise<void> {}

export function currentLanguage(): Language {
  return 'en';
}

export { i18next };
