/** The bell's badge text (SPEC §9): nothing at 0, the count up to 9, '9+' above 9. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
