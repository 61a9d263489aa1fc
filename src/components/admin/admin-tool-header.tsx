import type { ReactNode } from 'react';
import { Plus, type LucideIcon } from 'lucide-react';
import { PageHeader } from '../page-header';
import { ui } from '../ui';
import { useOnline } from '../../lib/use-online';
import { AdminBackLink } from './admin-back-link';
import { OfflineNotice } from './offline-notice';

interface Props {
  title: string;
  subtitle: string;
  /** The button that adds one (off without a connection). */
  create: { label: string; onClick: () => void; icon?: LucideIcon };
  /** The way back to the dashboard; a link when not given. */
  back?: ReactNode;
}

/** The top of an admin tool: back to the dashboard, its title and count, its create button, and the offline notice. */
export function AdminToolHeader({ title, subtitle, create: { label, onClick, icon: Icon = Plus }, back = <AdminBackLink /> }: Props) {
  const online = useOnline();
  return (
    <>
      {back}
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <button type="button" className={`${ui.button} whitespace-nowrap`} disabled={!online} onClick={onClick}>
            <Icon className="h-4 w-4" aria-hidden /> {label}
          </button>
        }
      />
      <OfflineNotice />
    </>
  );
}
