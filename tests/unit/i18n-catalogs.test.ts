// @vitest-environment node
import { describe, expect, it } from 'vitest';

/**
 * The catalogs in texts/<language>/<area>.json: every language has every key (plural forms
 * aside, which differ by language), the same {{placeholders}}, and every key is used by the app, while
 * every key the app names exists in English.
 */
const files = import.meta.glob<Tree>('../../texts/*/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>('../../src/**/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});
/** The server's code, which answers the `answers` catalog's sentences in English (server/http/answer-sentences.ts). */
const serverSource = Object.values(
  import.meta.glob<string>('../../server/**/*.ts', { eager: true, query: '?raw', import: 'default' }),
).join('\n');
const languages = ['en', 'es', 'fr'];
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

/** Keys as the app writes them: 'feed:likeButton', 'feed:kind.photo'. */
function flatten(tree: Tree, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix.includes(':') ? `${prefix}.${key}` : `${prefix}:${key}`;
    if (typeof value === 'string') into.set(full, value);
    else flatten(value, full, into);
  }
  return into;
}

/** The area files of one language, e.g. ['common', 'feed']. */
function areasOf(language: string): string[] {
  return Object.keys(files)
    .filter((f) => f.includes(`/texts/${language}/`))
    .map((f) => f.slice(f.lastIndexOf('/') + 1, -'.json'.length))
    .sort();
}

function catalog(language: string): Map<string, string> {
  const into = new Map<string, string>();
  for (const [file, tree] of Object.entries(files)) {
    if (file.includes(`/texts/${language}/`)) flatten(tree, file.slice(file.lastIndexOf('/') + 1, -'.json'.length), into);
  }
  return into;
}

const baseKeys = (keys: Iterable<string>) => new Set([...keys].map((k) => k.replace(pluralSuffix, '')));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort();

const catalogs = Object.fromEntries(languages.map((l) => [l, catalog(l)]));
const english = catalogs.en!;
const source = Object.values(sources).join('\n');
const areas = areasOf('en');

describe('translation catalogs', () => {
  it('every language has the same areas and the same keys as English', () => {
    for (const language of ['es', 'fr']) {
      expect(areasOf(language), language).toEqual(areas);
      const missing = [...baseKeys(english.keys())].filter((k) => !baseKeys(catalogs[language]!.keys()).has(k));
      const extra = [...baseKeys(catalogs[language]!.keys())].filter((k) => !baseKeys(english.keys()).has(k));
      expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
    }
  });

  it('a counted text has its "one" and "other" forms in every language', () => {
    for (const language of languages) {
      const keys = [...catalogs[language]!.keys()];
      const counted = new Set(keys.filter((k) => pluralSuffix.test(k)).map((k) => k.replace(pluralSuffix, '')));
      const incomplete = [...counted].filter((k) => !keys.includes(`${k}_one`) || !keys.includes(`${k}_other`));
      expect({ language, incomplete }).toEqual({ language, incomplete: [] });
    }
  });

  it('every translation keeps the English placeholders', () => {
    const differing: string[] = [];
    for (const [key, text] of english) {
      const wanted = placeholders(text);
      for (const language of ['es', 'fr']) {
        const translated = catalogs[language]!.get(key) ?? catalogs[language]!.get(key.replace(pluralSuffix, '_other'));
        if (translated !== undefined && placeholders(translated).join() !== wanted.join()) differing.push(`${language} ${key}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('no key is left unused by the app', () => {
    const used = (key: string) => {
      if (source.includes(`'${key}'`) || source.includes(`"${key}"`) || source.includes(`\`${key}\``)) return true;
      // A key chosen at run time, e.g. t(`common:languageName.${language}`), uses everything under its prefix.
      const parts = key.split('.');
      if (source.includes(`\`${key.slice(0, key.indexOf(':'))}:\${`)) return true;
      return parts.some((_, i) => i > 0 && source.includes(`\`${parts.slice(0, i).join('.')}.\${`));
    };
    // The notices are filled in by kind (contracts/notifications-notices.ts, for the server and the app alike),
    // and the mails by the server alone (server/infra/mail-texts.ts). A successful answer's sentence is the
    // server's (answerSentences.<key>), which the app says in the camper's language where it shows one.
    const answered = (key: string) =>
      key.startsWith('answers:') && serverSource.includes(`answerSentences.${key.slice('answers:'.length)}`);
    const unused = [...baseKeys(english.keys())].filter(
      (k) => !k.startsWith('notices:') && !k.startsWith('mails:') && !used(k) && !answered(k),
    );
    expect(unused).toEqual([]);
  });

  it('every key the app names exists in English', () => {
    const named = new Set<string>();
    const pattern = new RegExp(`['"\`]((?:${areas.join('|')}):[A-Za-z0-9_.]+)['"\`]`, 'g');
    for (const match of source.matchAll(pattern)) named.add(match[1]!);
    const english = baseKeys(catalogs.en!.keys());
    expect([...named].filter((k) => !english.has(k) && !k.endsWith('.'))).toEqual([]);
  });
});
