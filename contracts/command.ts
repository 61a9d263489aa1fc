/**
 * How a queued command is declared, once: its name, method, path pattern, body and answer. The server's
 * route (`command.declared(entry, ...)`, server/http/command.ts), POST /api/sync's lookup by name, and
 * the phone's outbox (`outboxRequest`, contracts/commands.ts) all read the same entry, so the route of a
 * queued change is written in one place. Each area declares its commands in `contracts/<area>-commands.ts`
 * with `areaCommands`, which names them `<area>.<key>`.
 */
import { z } from 'zod';

/** One command as its area writes it; `path` is under /api, its parameters in braces: `/posts/{id}/like`. */
export interface CommandShape {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The JSON body its route reads, or null for none. */
  body: z.ZodType | null;
  /** Its success answer (refusals are `{ error, code }`). */
  answer: z.ZodType;
  /** Its path parameters when they are not plain strings (default: each a string). */
  params?: z.ZodType;
  /** Makes a row that may carry the phone's id: 201 with it, or 200 with the row made before under that id. */
  creates?: true;
  /** Also takes its body as multipart fields with a photo (a post, a message). */
  upload?: true;
}

/** A declared command: its shape and its full name. */
export type CommandEntry<Name extends string = string, Shape extends CommandShape = CommandShape> = Shape & { name: Name };

type Named<Area extends string, T extends Record<string, CommandShape>> = {
  [K in keyof T & string]: CommandEntry<`${Area}.${K}`, T[K]>;
};

/** An area's commands, each named after the area: `areaCommands('feed', { like: ... })` declares `feed.like`. */
export function areaCommands<const Area extends string, const T extends Record<string, CommandShape>>(
  area: Area,
  shapes: T,
): Named<Area, T> {
  return Object.fromEntries(Object.entries(shapes).map(([key, shape]) => [key, { ...shape, name: `${area}.${key}` }])) as Named<Area, T>;
}

/** The names of a path's parameters: `/posts/{id}/comments` → `id`. */
export type ParamsOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamsOf<Rest> : never;

const paramNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** The schema of a command's path parameters: its own, else each a string. */
export function paramsSchemaOf(entry: CommandShape): z.ZodType | undefined {
  if (entry.params) return entry.params;
  const names = paramNames(entry.path);
  return names.length ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined;
}

/** The path with its parameters filled in (each encoded), or null when one is missing. */
export function fillPath(pattern: string, params: Record<string, unknown>): string | null {
  let missing = false;
  const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? null : path;
}
