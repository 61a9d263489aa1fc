/** Packing progress (SPEC §4.7): checked items over the items shown, as a rounded percent (0 when nothing is shown). */
export function packingProgress(shown: readonly { checked: boolean }[]): { checked: number; total: number; percent: number } {
  const checked = shown.filter((i) => i.checked).length;
  const total = shown.length;
  return { checked, total, percent: total === 0 ? 0 : Math.round((checked / total) * 100) };
}
