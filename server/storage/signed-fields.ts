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

const holding = new WeakMap<Schema, boolean>();

/** The schemas a schema is made of (its fields, items, options...). */
function partsOf(schema: Schema): Schema[] {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const parts = [def.innerType, def.in, def.out, def.element, def.valueType, def.left, def.right, def.rest];
  if (def.type === 'lazy') parts.push((def.getter as () => Schema)());
  const shape = def.shape as Record<string, Schema> | undefined;
  const options = (def.options ?? def.items) as Schema[] | undefined;
  return [...parts, ...Object.values(shape ?? {}), ...(options ?? [])].filter((part): part is Schema => Boolean(part));
}

/** Whether any field of the schema holds a stored image (worked out once per schema). */
function holdsStoredUpload(schema: Schema, within = new Set<Schema>()): boolean {
  const known = holding.get(schema);
  if (known !== undefined) return known;
  // A schema met again inside itself (z.lazy) counts as holding one, so nothing is missed.
  if (within.has(schema)) return true;
  within.add(schema);
  const holds = Boolean(storedUploads.get(schema)) || partsOf(schema).some((part) => holdsStoredUpload(part, within));
  within.delete(schema);
  holding.set(schema, holds);
  return holds;
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
  if (value === undefined || value === null || !holdsStoredUpload(schema)) return value;
  if (storedUploads.get(schema)) return typeof value === 'string' ? sign(value) : value;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (part: unknown, v: unknown) => (part ? signStoredUploads(part as Schema, v, sign) : v);
  switch (def.type) {
    case 'object': {
      if (!isRecord(value)) return value;
      const signed = { ...value };
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>))
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
      return walk(holdsStoredUpload(def.out as Schema) ? def.out : def.in, value);
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
