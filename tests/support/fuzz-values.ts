import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';

/** Values that broke servers before: NUL, out-of-range dates, huge numbers, odd ids, long text. */
export const edgeStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '-000100-01-01T00:00:00Z',
  '+010000-01-01T00:00:00Z',
  '2026-07-01T10:00:00Z',
  '2026-07-01',
  '0',
  '-1',
  '1e400',
  '9'.repeat(30),
  'null',
  'not-a-uuid',
  '00000000-0000-4000-8000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '🏕️ Camp',
  'x'.repeat(6000),
  'a@b.c',
  'admin',
  'text',
  'group',
  'direct',
];

export const edgeNumbers = [0, -1, 1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 1e-7];

/** Field names the contracts use, read from contracts/*.ts, so new areas' fields are tried too. */
export function contractFieldNames(): string[] {
  const dir = path.resolve('contracts');
  const names = new Set<string>(['id', 'since', 'before', 'cursor', 'token', 'limit', 'q']);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(/\b([a-zA-Z_][a-zA-Z0-9_]*)\s*:\s*z[.\s]/g))
      names.add(match[1] ?? '');
  }
  names.delete('');
  return [...names];
}

export const edgeString = fc.oneof(fc.constantFrom(...edgeStrings), fc.string({ maxLength: 40 }), fc.uuid());

export const scalar = fc.oneof(edgeString, fc.constantFrom<unknown>(...edgeNumbers, true, false, null), fc.integer());

/** A JSON value built from the edge values, a few levels deep. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** An object whose keys are the contracts' field names: reaches past the first validation more often. */
export function plausibleBody(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(fc.constantFrom(...fields), fc.oneof(scalar, jsonValue), { maxKeys: 8 });
}

/** Raw bodies no JSON parser should take as a 500. */
export const rawBodies = [
  '{',
  '{"a":',
  'null',
  '[]',
  '"just text"',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"a":"\\u0000"}',
];

/** URL-encodes text; a lone surrogate becomes the invalid UTF-8 it would be, which a server must also take. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** A path segment for a route parameter: ids, odd text, encoded and raw. */
export const paramValue = fc.oneof(
  fc.uuid().map((u) => u),
  fc.constantFrom('not-a-uuid', '%00', 'a%00b', '..', '%2e%2e%2f', '-1', '0', '99999999999999999999', 'x'.repeat(3000), '%ZZ', 'caf%C3%A9'),
  edgeString.map((s) => encode(s) || 'x'),
);
