/** Today's date as YYYY-MM-DD in the camper's own time zone. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether a YYYY-MM-DD date lies after today (dates compare as text in this form). */
export function isAfterToday(date: string, now: Date = new Date()): boolean {
  return date > localToday(now);
}
