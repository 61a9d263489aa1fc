/**
 * What every request's input must respect, whatever route it reaches: no U+0000 (PostgreSQL cannot
 * store it), JSON nested at most MAX_JSON_DEPTH levels (dates: `boundedTime` in contracts/common.ts).
 */
import { badRequest } from './errors.js';

export const MAX_JSON_DEPTH = 32;

/** Deepest bracket nesting of a JSON text (brackets inside strings do not count), stopping early past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i += 1; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth += 1;
      if (depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (c === 125 || c === 93) depth -= 1;
  }
  return deepest;
}

/** True when a string, key or nested value holds U+0000. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (!value || typeof value !== 'object' || depth > MAX_JSON_DEPTH) return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\0') || holdsNul(v, depth + 1));
}

/** Throws the 400 when the value holds U+0000. */
export function assertNoNul(value: unknown): void {
  if (holdsNul(value)) throw badRequest('nul_character');
}
