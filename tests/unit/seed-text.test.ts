// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sampleEvents } from '../../contracts/sample-events';
import { sampleLocations } from '../../contracts/sample-map';
import { sampleRules } from '../../contracts/sample-rules';
import { sampleTexts } from '../../contracts/sample-texts';
import en from '../../texts/en/seed.json';
import es from '../../texts/es/seed.json';
import fr from '../../texts/fr/seed.json';

type Tree = { [key: string]: string | Tree };

/** The text under a dotted key of a catalog, e.g. 'event.sunrise-yoga.title'. */
const at = (catalog: Tree, key: string): string | undefined => {
  let node: string | Tree | undefined = catalog;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)));

/** Every text the server seeds that a camper reads (people's names aside). */
const seeded = [
  ...sampleEvents.flatMap(([, , , , , title, location, description]) => [title, location, description]),
  ...sampleRules.flatMap(([title, , , description]) => [title, description]),
  ...sampleLocations.flatMap(([name, , description]) => [name, description]),
];

describe("the sample camp's words in every language", () => {
  it('lists every text the server seeds, each under one key', () => {
    const listed = new Set(sampleTexts.map(([, text]) => text));
    expect(seeded.filter((text) => !listed.has(text))).toEqual([]);
    const keysByText = new Map<string, Set<string>>();
    for (const [key, text] of sampleTexts) keysByText.set(text, (keysByText.get(text) ?? new Set()).add(key));
    expect([...keysByText].filter(([, keys]) => keys.size > 1)).toEqual([]);
  });

  it("has the app's English catalog say exactly what the server seeds, and nothing else", () => {
    const differing = sampleTexts.filter(([key, text]) => at(en, key) !== text);
    expect(differing).toEqual([]);
    expect(keysOf(en).sort()).toEqual([...new Set(sampleTexts.map(([key]) => key))].sort());
  });

  it('has every seeded text in Spanish and French, in their own words', () => {
    for (const [language, catalog] of [
      ['es', es],
      ['fr', fr],
    ] as const) {
      const missing = sampleTexts.filter(([key, text]) => !at(catalog, key)?.trim() || at(catalog, key) === text);
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });
});
