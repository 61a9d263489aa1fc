/** A name safe in any file system: letters and digits without accents, words joined by '-', at most 40 characters. */
export function fileSafe(text: string, fallback: string): string {
  const safe = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return safe || fallback;
}
