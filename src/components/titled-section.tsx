import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ui } from './ui';

interface Props {
  title: string;
  /** The region's name when it is not the title. */
  label?: string;
  icon?: LucideIcon;
  /** The icon's colour. */
  iconClassName?: string;
  /** A card by default. */
  className?: string;
  children: ReactNode;
}

/** A region of a page named by its heading, with an optional icon before the heading. */
export function TitledSection({
  title,
  label = title,
  icon: Icon,
  iconClassName = 'text-emerald-600',
  className = `${ui.card} mx-4`,
  children,
}: Props) {
  return (
    <section aria-label={label} className={className}>
      {Icon ? (
        <h2 className="flex items-center gap-2 font-semibold">
          <Icon className={`h-5 w-5 ${iconClassName}`} aria-hidden /> {title}
        </h2>
      ) : (
        <h2 className="font-semibold">{title}</h2>
      )}
      {children}
    </section>
  );
}
