import { avatarColourOf, initialsOf } from '../lib/person-look';

/** Sizes in use: the frame and lists (sm), the feed and chat (md), the story strip (lg), the profile (xl). */
const SIZES = {
  xs: 'h-7 w-7 text-[11px]',
  sm: 'h-9 w-9 text-sm',
  md: 'h-10 w-10 text-sm',
  lg: 'h-14 w-14 text-lg',
  xl: 'h-20 w-20 text-2xl',
  '2xl': 'h-24 w-24 text-3xl',
} as const;

export type AvatarSize = keyof typeof SIZES;

/**
 * A person wherever they appear: their photo, or their initials on their own colour. `label` names the
 * picture for screen readers where the name is not written beside it; otherwise it is decoration.
 */
export function PersonAvatar({
  id,
  name,
  src,
  size = 'sm',
  label,
  className = '',
  testId,
}: {
  id: string;
  name: string;
  src: string | null | undefined;
  size?: AvatarSize;
  label?: string;
  className?: string;
  testId?: string;
}) {
  const box = `${SIZES[size]} shrink-0 rounded-full ${className}`;
  if (src) return <img src={src} alt={label ?? ''} data-testid={testId} className={`${box} object-cover`} />;
  const look = `${box} inline-flex items-center justify-center font-semibold text-white ${avatarColourOf(id)}`;
  if (label)
    return (
      <span role="img" aria-label={label} data-testid={testId} className={look}>
        {initialsOf(name)}
      </span>
    );
  // Decoration beside a name or inside a named link: the initials are drawn, not text, so a link's visible text stays its name.
  return (
    <span aria-hidden data-testid={testId} data-initials={initialsOf(name)} className={`${look} before:content-[attr(data-initials)]`} />
  );
}
