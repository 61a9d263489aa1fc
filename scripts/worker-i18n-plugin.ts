import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The service worker's build takes src/i18n/i18n-worker.ts wherever src/i18n imports ./i18n: the
 * worker is a classic script, where the app's on-demand catalog loading cannot run.
 */
export function workerI18nPlugin(): Plugin {
  const i18nDir = path.resolve('src/i18n');
  return {
    name: 'camp-weekend:worker-i18n',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './i18n' && importer && path.dirname(importer) === i18nDir) return path.join(i18nDir, 'i18n-worker.ts');
      return null;
    },
  };
}
