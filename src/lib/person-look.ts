/**
 * How a person without a photo looks: their initials on a colour picked from their id, so the same person
 * always has the same colour and two people rarely share one by accident.
 */

/** Background and text classes, each pair readable in both themes (white on a 700 shade). */
const AVATAR_COLOURS = [
  'bg-emerald-700',
  'bg-sky-700',
  'bg-violet-700',
  'bg-rose-700',
  'bg-amber-700',
  'bg-teal-700',
  'bg-indigo-700',
  'bg-fuchsia-700',
  'bg-lime-700',
  'bg-orange-700',
  'bg-cyan-700',
  'bg-pink-700',
] as const;

/** The colour class of a person's initials, the same for the same id on every screen and phone. */
export function avatarColourOf(id: string): string {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return AVATAR_COLOURS[(hash >>> 0) % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

/** Up to two initials: of the first and last word of the name ('Sam K.' gives 'SK'); '?' for no name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
