import type { ButtonHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';

type Props = {
  /** The button's name, read aloud in place of the icon. */
  label: string;
  icon: LucideIcon;
  iconClass?: string;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label' | 'children'>;

/** A button that shows only its icon. */
export function IconButton({ label, icon: Icon, iconClass = 'h-4 w-4', ...rest }: Props) {
  return (
    <button type="button" aria-label={label} {...rest}>
      <Icon className={iconClass} aria-hidden />
    </button>
  );
}
