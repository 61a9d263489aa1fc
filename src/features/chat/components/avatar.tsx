/** A round picture, or the initials when there is none. */
export function Avatar({ name, url, size = 'h-10 w-10' }: { name: string; url?: string | null; size?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  if (url) return <img src={url} alt="" className={`${size} shrink-0 rounded-full object-cover`} />;
  return <span className={`${size} flex shrink-0 items-center justify-center rounded-full bg-emerald-700 text-sm font-semibold text-white`}>{initials || '?'}</span>;
}
