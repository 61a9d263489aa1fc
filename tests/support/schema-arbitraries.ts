/**
 * fast-check arbitraries drawn from a route's declared zod schema, through its JSON Schema
 * (`z.toJSONSchema`, input side): `validInput` builds values the schema describes, `edgeInput` a
 * valid value with one part moved to an edge (at or just past a declared bound, NUL, very long,
 * deeply nested, an unknown enum member, a wrong type, a missing required field).
 */
import fc from 'fast-check';
import { z } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  formatMinimum?: string;
  formatMaximum?: string;
  contentEncoding?: string;
  examples?: unknown[];
}

/** The JSON Schema of a declared zod schema, as a client would send it (before defaults and transforms). */
export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Values of the given JSON types from earlier answers (ids), so valid input can name rows that exist. */
export type KnownValues = { strings: string[]; numbers: number[] };

const DAY = 86_400_000;
/** Dates a camp plausibly uses, when the schema names no bounds. */
const NEAR_FROM = Date.UTC(2000, 0, 1);
const NEAR_TO = Date.UTC(2040, 0, 1);
const LONG = 'x'.repeat(70_000);

const types = (s: JsonSchema): string[] => (s.type === undefined ? [] : [s.type].flat());
const branches = (s: JsonSchema): JsonSchema[] | undefined => {
  if (s.anyOf ?? s.oneOf) return s.anyOf ?? s.oneOf;
  const t = types(s);
  return t.length > 1 ? t.map((type) => ({ ...s, type })) : undefined;
};

/** Visible text: printable ASCII, never blank (schemas trim before they count). */
function text(min: number, max: number): fc.Arbitrary<string> {
  const upper = Math.max(min, Math.min(max, min + 24));
  return fc
    .string({ unit: 'grapheme-ascii', minLength: min, maxLength: upper })
    .map((v) => (v.trim().length >= min && v.trim() === v ? v : 'a'.repeat(Math.max(min, 1)).slice(0, Math.max(max, 1))));
}

function dateIn(s: JsonSchema, dateOnly: boolean): fc.Arbitrary<string> {
  const min = s.formatMinimum ? Math.max(Date.parse(s.formatMinimum), NEAR_FROM) : NEAR_FROM;
  const max = s.formatMaximum ? Math.min(Date.parse(s.formatMaximum), NEAR_TO) : dateOnly ? Date.now() - DAY : NEAR_TO;
  return fc.integer({ min, max }).map((ms) => (dateOnly ? new Date(ms).toISOString().slice(0, 10) : new Date(ms).toISOString()));
}

function validString(s: JsonSchema, known?: KnownValues): fc.Arbitrary<string> {
  if (s.format === 'uuid') {
    // Answers also carry ids that are not UUIDs (a sample's names, a key); only UUIDs fit here.
    const ids = known?.strings.filter((v) => z.uuid().safeParse(v).success) ?? [];
    return ids.length ? fc.oneof(fc.constantFrom(...ids), fc.uuid({ version: 4 })) : fc.uuid({ version: 4 });
  }
  if (s.format === 'date-time') return dateIn(s, false);
  if (s.format === 'date') return dateIn(s, true);
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254) && z.email().safeParse(e).success);
  if (s.format === 'uri') return fc.webUrl({ validSchemes: ['https'] }).filter((u) => u.length <= (s.maxLength ?? 2000));
  if (s.format === 'binary') return fc.constant('');
  if (s.pattern)
    return fc
      .stringMatching(new RegExp(s.pattern), { maxLength: s.maxLength })
      .filter((v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity));
  const plain = text(s.minLength ?? 0, s.maxLength ?? 200);
  return known?.strings.length ? fc.oneof(fc.constantFrom(...known.strings), plain) : plain;
}

function validNumber(s: JsonSchema, integer: boolean, known?: KnownValues): fc.Arbitrary<number> {
  const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 1e-6) : (s.minimum ?? -1_000_000);
  const max = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 1e-6) : (s.maximum ?? 1_000_000);
  const own = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  const fits = known?.numbers.filter((n) => n >= min && n <= max) ?? [];
  return fits.length ? fc.oneof(fc.constantFrom(...fits), own) : own;
}

/** Values the schema accepts as far as JSON Schema can say (refinements between fields may still refuse a few). */
export function validInput(s: JsonSchema, known?: KnownValues): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.examples?.length) return fc.constantFrom(...s.examples);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = branches(s);
  if (options) return fc.oneof(...options.map((b) => validInput(b, known)));
  const [type] = types(s);
  switch (type) {
    case 'string':
      return validString(s, known);
    case 'integer':
    case 'number':
      return validNumber(s, type === 'integer', known);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      return fc.array(validInput(s.items ?? {}, known), {
        minLength,
        maxLength: Math.max(minLength, Math.min(s.maxItems ?? 4, minLength + 3)),
      });
    }
    case 'object': {
      const props = s.properties ?? {};
      const record = Object.fromEntries(Object.entries(props).map(([k, p]) => [k, validInput(p, known)]));
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean());
  }
}

/** `{"a":{"a":…}}` nested `depth` levels. */
export const nested = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? { a: value } : [value];
  return value;
};

/** Values of the wrong type, or shaped to break a parser: any leaf may receive one. */
const wrongTypes = fc.constantFrom<unknown>(
  1,
  -1,
  1.5,
  1e308,
  true,
  false,
  null,
  [],
  {},
  'text',
  ['a'],
  { a: 1 },
  nested(31),
  nested(40),
  nested(400),
);

function stringEdges(s: JsonSchema): unknown[] {
  const min = s.minLength ?? 0;
  const max = s.maxLength;
  const edges: unknown[] = [
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '🏕️',
    LONG,
    'a'.repeat(min),
    ...(min > 0 ? ['a'.repeat(min - 1), ' '.repeat(min)] : []),
  ];
  if (max !== undefined) edges.push('b'.repeat(max), 'b'.repeat(max + 1), `${'b'.repeat(max - 1)}\u0000`);
  if (s.format === 'uuid')
    edges.push(
      'not-a-uuid',
      '00000000-0000-0000-0000-000000000000',
      'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
      '00000000-0000-4000-8000-00000000000g',
      '00000000-0000-4000-8000-0000000000000',
    );
  if (s.format === 'date-time' || s.format === 'date') {
    const lo = s.formatMinimum ? Date.parse(s.formatMinimum) : undefined;
    const hi = s.formatMaximum ? Date.parse(s.formatMaximum) : undefined;
    const iso = (ms: number) => (s.format === 'date' ? new Date(ms).toISOString().slice(0, 10) : new Date(ms).toISOString());
    if (lo !== undefined) edges.push(iso(lo), iso(lo - (s.format === 'date' ? DAY : 1)));
    if (hi !== undefined) edges.push(iso(hi), iso(hi + (s.format === 'date' ? DAY : 1)));
    edges.push(
      '-000100-01-01T00:00:00Z',
      '+010000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00.001Z',
      '2026-02-30',
      '2026-13-01T00:00:00Z',
      'yesterday',
      '0',
      '1e400',
    );
  }
  if (s.format === 'email') edges.push('a@b', '@camp.test', 'camp.test', 'a b@camp.test', `${'a'.repeat(250)}@c.de`);
  if (s.format === 'uri') edges.push('http://camp.example/x', 'javascript:alert(1)', 'https://', `https://a.example/${'p'.repeat(5000)}`);
  if (s.pattern) edges.push('0', '9'.repeat(40), '/', '/sync');
  return edges;
}

function numberEdges(s: JsonSchema): unknown[] {
  const edges: unknown[] = [0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 53), 1e308, '1', '1e400', ''];
  for (const b of [s.minimum, s.maximum, s.exclusiveMinimum, s.exclusiveMaximum]) if (b !== undefined) edges.push(b, b - 1, b + 1, b + 0.5);
  return edges;
}

/** Values at and past the leaf's declared edges, or of the wrong type. */
function leafEdge(s: JsonSchema): fc.Arbitrary<unknown> {
  const own: unknown[] = [];
  if (s.enum)
    own.push(...s.enum, 'not-in-the-list', ...s.enum.filter((e): e is string => typeof e === 'string').map((e) => ` ${e.toUpperCase()} `));
  if (s.const !== undefined) own.push(`${JSON.stringify(s.const)}x`);
  const t = types(s);
  if (t.includes('string')) own.push(...stringEdges(s));
  if (t.includes('integer') || t.includes('number')) own.push(...numberEdges(s));
  return own.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: wrongTypes }) : wrongTypes;
}

/** A valid value with one part moved to an edge; for objects, a field at a time (or one left out, or one unknown). */
export function edgeInput(s: JsonSchema, known?: KnownValues): fc.Arbitrary<unknown> {
  const options = branches(s);
  if (options && !s.enum) return fc.oneof(...options.map((b) => edgeInput(b, known)));
  const [type] = types(s);
  if (type === 'object' && s.properties) {
    const whole = validInput(s, known) as fc.Arbitrary<Record<string, unknown>>;
    const keys = Object.keys(s.properties);
    const fieldEdges = keys.map((k) => fc.tuple(whole, edgeInput(s.properties?.[k] ?? {}, known)).map(([o, v]) => ({ ...o, [k]: v })));
    const missing = (s.required ?? []).map((k) => whole.map(({ [k]: _gone, ...rest }) => rest));
    const extra = whole.map((o) => ({ ...o, unknownField: 'x', ['__proto__']: { admin: true } }));
    return fc.oneof(
      { weight: 6, arbitrary: fc.oneof(...fieldEdges) },
      ...(missing.length ? [{ weight: 1, arbitrary: fc.oneof(...missing) }] : []),
      { weight: 1, arbitrary: extra },
      { weight: 1, arbitrary: wrongTypes },
    );
  }
  if (type === 'array') {
    const item = validInput(s.items ?? {}, known);
    const counts = [
      s.minItems !== undefined && s.minItems > 0 ? s.minItems - 1 : undefined,
      s.maxItems,
      s.maxItems !== undefined ? s.maxItems + 1 : undefined,
      5000,
    ].filter((n): n is number => n !== undefined);
    const sized = fc.constantFrom(...counts).chain((n) => fc.array(item, { minLength: n, maxLength: n }));
    const oneBad = fc.tuple(fc.array(item, { maxLength: 2 }), edgeInput(s.items ?? {}, known)).map(([items, bad]) => [...items, bad]);
    return fc.oneof(sized, oneBad, wrongTypes);
  }
  return leafEdge(s);
}
