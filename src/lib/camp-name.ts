/** A camp's year beside its name, unless the name already says it ("Camp Weekend 2025", not "Camp Weekend 2025 2025"). */
export function yearBesideName(name: string, year: number | string): string | null {
  return name.includes(String(year)) ? null : String(year);
}
