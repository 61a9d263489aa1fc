type Named<Area extends string, Kinds> = { [Kind in keyof Kinds & string as `${Area}.${Kind}`]: Kinds[Kind] };

/**
 * An area's kinds, named `<area>.<kind>` after the area (src/features/<area>, contracts/<area>.ts): its
 * registry entries (src/db/<area>/<area>-mutations.ts) and its taps' looks (src/db/taps/tap-kinds.ts). No Dexie here.
 */
export function defineArea<Area extends string, Kinds extends Record<string, unknown>>(area: Area, kinds: Kinds): Named<Area, Kinds> {
  return Object.fromEntries(Object.entries(kinds).map(([kind, def]) => [`${area}.${kind}`, def])) as Named<Area, Kinds>;
}
