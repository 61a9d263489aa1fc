/** Text as search compares it: accents stripped (NFD, combining marks removed) and lower case. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, folded; empty when there is nothing to look for. */
export function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

/** True when every word of the query appears in one of the fields. */
export function matchesAll(words: string[], fields: (string | null | undefined)[]): boolean {
  if (words.length === 0) return false;
  const haystack = foldText(fields.filter(Boolean).join('\n'));
  return words.every((w) => haystack.includes(w));
}
