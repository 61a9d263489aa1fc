// @vitest-environment node
/**
 * Every limit the phone and the server both apply is written once, in contracts/<area>-rules.ts. This test
 * reads each number those files export and fails when the same number is written again in src/, sw/ or
 * server/ where it reads as that limit: a zod bound, an input's maxLength or max, a length compared with it,
 * a resize to it, or a constant, key or default named as a limit (boundPatterns, namedAs). Comments are not
 * read. The text catalogues and error sentences say no limit but a file's size ("10MB"), checked on its own.
 * A number that only happens to equal a limit goes in `unrelated`, with what it is.
 */
import { describe, expect, it } from 'vitest';

interface Limit {
  name: string;
  value: number;
}

/** The numbers a rules module exports, each by its name: plain numbers and the numbers of `as const` objects. */
function limitsOf(file: string, exports: Record<string, unknown>): Limit[] {
  return Object.entries(exports).flatMap(([name, value]): Limit[] => {
    if (typeof value === 'number') return [{ name: `${file} ${name}`, value }];
    if (value && typeof value === 'object' && !Array.isArray(value))
      return Object.entries(value).flatMap(([key, v]) => (typeof v === 'number' ? [{ name: `${file} ${name}.${key}`, value: v }] : []));
    return [];
  });
}

const rulesModules = import.meta.glob<Record<string, unknown>>('/contracts/*-rules.ts', { eager: true });
const rulesFiles = Object.keys(rulesModules).map((path) => path.replace('/contracts/', ''));
const limits = Object.entries(rulesModules).flatMap(([path, exports]) => limitsOf(path.replace('/contracts/', ''), exports));

/** The words of a name (UPLOAD_MAX_EDGE, maxEdge, PARTY_LIMITS.note), in lower case. */
const wordsOf = (name: string) =>
  name
    .split(/[_.]|(?=[A-Z][a-z])/)
    .map((w) => w.toLowerCase())
    .filter(Boolean);

/** Words that name a limit of any kind, besides the limit's own words (photo, edge; party, note). */
const LIMIT_WORDS = ['limit', 'limits', 'length', 'bytes', 'edge', 'capacity', 'chars', 'characters'];
/** Words too common to tell one limit from another. */
const COMMON_WORDS = ['max', 'min', 'limits', 'ms'];

/** Whether a constant, key or default called `name` reads as `limit`: it says limit, or says what the limit is of. */
function namedAs(name: string, limit: Limit): boolean {
  const words = wordsOf(name);
  if (words.at(-1) === 'ms' && !limit.name.endsWith('_MS')) return false;
  const own = wordsOf(limit.name.split(' ')[1]!).filter((w) => !COMMON_WORDS.includes(w));
  return words.some((w) => own.includes(w) || (limit.value >= 10 && LIMIT_WORDS.includes(w)));
}

/**
 * The spellings that read as `limit` wherever they stand: a zod bound, an input's maxLength/max, a length or
 * size compared with it, a resize to it, a text field of that length; a size in megabytes also as its
 * product (10 * 1024 * 1024). Numbers under 10 (a poll's 2 options, a password's 6 or 8 characters) are too
 * common to find this way except as a zod bound: they are found by name (namedAs) instead.
 */
function boundPatterns({ value }: Limit): RegExp[] {
  const MB = 1024 * 1024;
  const n = `(?<![\\w.])${value}(?![\\w.])`;
  const bounds = [`(?<!Math)\\.(?:max|min|length|lte|gte|lt|gt)\\(\\s*${n}`];
  const wider = [
    `\\b(?:maxLength|minLength|max|min)\\s*=\\s*\\{\\s*${n}`,
    `\\.(?:length|size)\\s*[<>]=?\\s*${n}`,
    `${n}\\s*[<>]=?\\s*[\\w.]*\\.(?:length|size)\\b`,
    `\\.resize\\([^)]*${n}`,
    `Text\\([^()]*,\\s*${n}\\s*\\)`,
  ];
  const patterns = value < 10 ? bounds : [...bounds, ...wider];
  if (value % MB === 0) patterns.push(`(?<![\\w.])${value / MB}\\s*\\*\\s*1024\\s*\\*\\s*1024(?![\\w.])`);
  return patterns.map((p) => new RegExp(p));
}

/** The spellings of `value` as a constant, a key, a default or a compared length, each with the name it goes with. */
function namedUses(line: string, value: number): string[] {
  const HOUR = 60 * 60 * 1000;
  const spelled = [String(value), ...(value % HOUR === 0 ? [`${value / HOUR}\\s*\\*\\s*60\\s*\\*\\s*60\\s*\\*\\s*1000`] : [])];
  return spelled.flatMap((n) => [
    ...[...line.matchAll(new RegExp(`\\b(\\w+)\\s*[:=]\\s*${n}(?![\\w.])\\s*[;,)}]`, 'g'))].map((m) => m[1]!),
    ...[...line.matchAll(new RegExp(`\\b(\\w+)\\.length\\s*[<>]=?\\s*${n}(?![\\w.])`, 'g'))].map((m) => m[1]!),
  ]);
}

/** The text without comments and with digit separators dropped (10_000 reads as 10000). */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1')
    .replace(/(\d)_(?=\d)/g, '$1');
}

/** Each line of `text` where one of `limits` is written as that limit, as "line: number (the limit's name)". */
function copiesIn(text: string, limits: Limit[]): string[] {
  const lines = code(text).split('\n');
  return limits.flatMap((limit) => {
    const patterns = boundPatterns(limit);
    const digits = [String(limit.value), '1024', '60'];
    const copied = (line: string) =>
      digits.some((d) => line.includes(d)) &&
      (patterns.some((p) => p.test(line)) || namedUses(line, limit.value).some((name) => namedAs(name, limit)));
    return lines.flatMap((line, i) => (copied(line) ? [`${i + 1}: ${limit.value} (${limit.name})`] : []));
  });
}

/** The app's, the service worker's and the server's own code (not tests, not the migrations drizzle-kit wrote), by path. */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '/sw/**/*.ts', '/server/**/*.ts', '!/server/db/migrations/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** The text catalogues, the server's error sentences among them. */
const sentences = import.meta.glob<string>(['/texts/*/*.json'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Numbers that happen to equal a limit but are no copy of it, by file, each with why. Keep this short: a new
 * entry says what the number is instead.
 */
const unrelated: Record<string, { value: number; why: string }[]> = {
  'src/db/search/search-camp.ts': [
    { value: 20, why: 'the hits shown per kind of a search' },
    { value: 120, why: "the length of a search hit's snippet" },
  ],
  'src/lib/post-rules.ts': [{ value: 100, why: "a shared post's text (SPEC §9: the caption's first 100 characters), the phone's alone" }],
  'src/features/photos/online/archive-download.tsx': [{ value: 100, why: 'the download progress bar, in percent' }],
  'server/http/idempotency.ts': [{ value: 200, why: 'the Idempotency-Key header of a request, no text a camper writes' }],
  'src/db/live-read.ts': [
    { value: 5, why: 'the lost database connections in a row a read survives, not the wrong tries of a sign-in code' },
  ],
  'server/replication/touch-prune.ts': [{ value: 30, why: "the days a removal is kept for a phone that slept, not an invitation's days" }],
};

describe('a limit is written once', () => {
  it('reads the limits of every contracts/*-rules.ts', () => {
    expect(rulesFiles).toEqual(expect.arrayContaining(['events-rules.ts', 'photo-rules.ts', 'feed-rules.ts', 'polls-rules.ts']));
    expect(limits).toContainEqual({ name: 'photo-rules.ts PHOTO_MAX_EDGE', value: 2048 });
  });

  it('finds none of them written again in src/, sw/ or server/', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(300);
    const copies = Object.entries(sources).flatMap(([path, text]) => {
      const file = path.slice(1);
      const allowed = unrelated[file] ?? [];
      const own = limits.filter((l) => !allowed.some((a) => a.value === l.value));
      return copiesIn(text, own).map((hit) => `${file}:${hit}`);
    });
    expect(copies).toEqual([]);
  });

  it('would find the photo edge written into the phone downscale again', () => {
    const downscale = sources['/src/lib/downscale.ts']!;
    expect(copiesIn(downscale, limits)).toEqual([]);
    const copied = `export const UPLOAD_MAX_EDGE = 2048;\n${downscale}`;
    expect(copiesIn(copied, limits)).toContain('1: 2048 (photo-rules.ts PHOTO_MAX_EDGE)');
    expect(copiesIn('.resize({ width: 2048, height: 2048 })', limits)).not.toEqual([]);
    expect(copiesIn('const limits = { fileSize: 10 * 1024 * 1024 };', limits)).not.toEqual([]);
    expect(copiesIn('<input maxLength={300} />', limits)).not.toEqual([]);
    expect(copiesIn('// at most 2048 px on the long edge', limits)).toEqual([]);
  });

  it('says in every file size a camper reads a size that is one of the byte limits', () => {
    const megabytes = limits.filter((l) => l.name.includes('_BYTES')).map((l) => l.value / (1024 * 1024));
    const sizesIn = (texts: Record<string, string>, pattern: RegExp) =>
      Object.entries(texts).flatMap(([file, text]) => [...text.matchAll(pattern)].map((m) => ({ file, mb: Number(m[1]) })));
    // The catalogues and the error sentences say only file limits in MB; the code says one as "an image of at most 5MB".
    const said = [
      ...sizesIn(sentences, /(\d+) ?MB\b/g),
      ...sizesIn(sources, /(?:image|file)[^'"`\n]*?(?:at most|less than|under) (\d+) ?MB\b/g),
    ];
    expect(said.map((s) => s.file)).toEqual(expect.arrayContaining(['/texts/en/errors.json', '/server/profile/account-routes.ts']));
    expect(said.filter((s) => !megabytes.includes(s.mb))).toEqual([]);
  });
});
