/**
 * Signs the server's own image fields of an answer, found by its contract: every field declared with
 * `storedUpload()` (contracts/stored-upload.ts) gets the signed address (storage/signed-addresses.ts),
 * and nothing else does, so a path typed into a caption, a name or a message stays plain text.
 */
import type { z } from 'zod';
import { storedUploads } from '../../contracts/stored-upload.js';
import { uploadKey } from './upload-keys.js';

type Schema = z.core.$ZodType;
type Sign = (path: string) => string;

/** What each schema met so far is: a stored image field, a schema holding one, or neither. */
const kinds = new WeakMap<Schema, 'image' | 'holds' | 'none'>();

/** The schemas a schema is made of (its fields, items, options...). */
function partsOf(schema: Schema): Schema[] {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const parts = [def.innerType, def.in, def.out, def.element, def.valueType, def.left, def.right, def.rest];
  if (def.type === 'lazy') parts.push((def.getter as () => Schema)());
  const shape = def.shape as Record<string, Schema> | undefined;
  const options = (def.options ?? def.items) as Schema[] | undefined;
  return [...parts, ...Object.values(shape ?? {}), ...(options ?? [])].filter((part): part is Schema => Boolean(part));
}

/** Whether the schema is a stored image field, holds one among its parts, or neither (worked out once per schema). */
function kindOf(schema: Schema, within?: Set<Schema>): 'image' | 'holds' | 'none' {
  const known = kinds.get(schema);
  if (known) return known;
  return kindFound(schema, within ?? new Set());
}

function kindFound(schema: Schema, within: Set<Schema>): 'image' | 'holds' | 'none' {
  // A schema met again inside itself (z.lazy) counts as holding one, so nothing is missed.
  if (within.has(schema)) return 'holds';
  within.add(schema);
  const kind = storedUploads.get(schema) ? 'image' : partsOf(schema).some((part) => kindOf(part, within) !== 'none') ? 'holds' : 'none';
  within.delete(schema);
  kinds.set(schema, kind);
  return kind;
}

/** An object schema's fields that are or hold stored images (worked out once per schema). */
const imageFields = new WeakMap<Schema, [string, Schema][]>();
function imageFieldsOf(schema: Schema, shape: Record<string, Schema>): [string, Schema][] {
  const known = imageFields.get(schema);
  if (known) return known;
  const fields = Object.entries(shape).filter(([, field]) => kindOf(field) !== 'none');
  imageFields.set(schema, fields);
  return fields;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The option of a union the value is: by its discriminator, else the first that accepts it as JSON. */
function optionOf(def: { options: readonly Schema[]; discriminator?: string }, value: unknown): Schema | undefined {
  const { options, discriminator } = def;
  if (discriminator && isRecord(value)) return options.find((o) => o._zod.propValues?.[discriminator]?.has(value[discriminator] as never));
  const plain: unknown = value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  return options.find((o) => (o as z.ZodType).safeParse(plain).success);
}

/** The value with each stored image field signed; everything else as it was (never stripped). */
export function signStoredUploads(schema: Schema, value: unknown, sign: Sign): unknown {
  if (value === undefined || value === null) return value;
  const kind = kindOf(schema);
  if (kind !== 'holds') return kind === 'image' && typeof value === 'string' ? sign(value) : value;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (part: unknown, v: unknown) => (part ? signStoredUploads(part as Schema, v, sign) : v);
  switch (def.type) {
    case 'object': {
      if (!isRecord(value)) return value;
      const signed = { ...value };
      for (const [key, field] of imageFieldsOf(schema, def.shape as Record<string, Schema>))
        if (key in value) signed[key] = walk(field, value[key]);
      return signed;
    }
    case 'array':
      return Array.isArray(value) ? value.map((item) => walk(def.element, item)) : value;
    case 'record':
      return isRecord(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(def.valueType, v)])) : value;
    case 'tuple':
      return Array.isArray(value) ? value.map((item, i) => walk((def.items as Schema[])[i] ?? def.rest, item)) : value;
    case 'union': {
      const option = optionOf(def as unknown as { options: Schema[]; discriminator?: string }, value);
      return option ? walk(option, value) : value;
    }
    case 'intersection':
      return walk(def.right, walk(def.left, value));
    case 'pipe':
      return walk(kindOf(def.out as Schema) === 'none' ? def.in : def.out, value);
    case 'lazy':
      return walk((def.getter as () => Schema)(), value);
    default:
      return def.innerType ? walk(def.innerType, value) : value;
  }
}

/** The addresses of the store the value's stored image fields hold. */
export function storedUploadsIn(schema: Schema, value: unknown): string[] {
  const found: string[] = [];
  signStoredUploads(schema, value, (url) => {
    if (uploadKey(url)) found.push(url);
    return url;
  });
  return found;
}
