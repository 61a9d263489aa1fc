import { Link } from 'react-router-dom';
import {
  BarChart3,
  CalendarDays,
  Camera,
  MessageSquare,
  Router,
  Tent,
  Ticket,
  UserCheck,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { ui } from '../../../components/ui';
import { formatNumber, useTranslation } from '../../../i18n';
import { AccessDenied } from '../../../components/access-denied';
import { OfflineNotice } from '../../../components/admin/offline-notice';
import { useDashboardStats } from './use-dashboard-stats';
import { useIsAdmin } from '../../../components/admin/use-is-admin';

/** The admin tools, each at /admin/<tool>. */
const tools: [tool: string, icon: LucideIcon][] = [
  ['users', Users],
  ['invitations', Ticket],
  ['camps', Tent],
  ['events', CalendarDays],
  ['teams', UsersRound],
  ['polls', BarChart3],
  ['hub', Router],
];

export function AdminDashboardPage() {
  const { t } = useTranslation('dashboard');
  const isAdmin = useIsAdmin();
  const stats = useDashboardStats(isAdmin);
  if (!isAdmin) return <AccessDenied />;
  // `id` names the tile for tests and stays the same in every language.
  const tiles: { id: string; stat: keyof typeof stats; icon: LucideIcon }[] = [
    { id: 'Total Users', stat: 'users', icon: Users },
    { id: 'Pending Approvals', stat: 'pending', icon: UserCheck },
    { id: 'Events', stat: 'events', icon: CalendarDays },
    { id: 'Polls', stat: 'polls', icon: BarChart3 },
    { id: 'Posts', stat: 'posts', icon: MessageSquare },
    { id: 'Photos', stat: 'photos', icon: Camera },
    { id: 'Camps', stat: 'camps', icon: Tent },
    { id: 'Teams', stat: 'teams', icon: UsersRound },
  ];
  return (
    <div>
      <PageHeader title={t('dashboard:title')} subtitle={t('dashboard:subtitle')} />
      <OfflineNotice />
      <section aria-label={t('dashboard:statistics')} className="grid grid-cols-2 gap-3 px-4 sm:grid-cols-4">
        {tiles.map(({ id, stat, icon: Icon }) => (
          <div key={id} className={ui.card}>
            <Icon className="h-5 w-5 text-emerald-600" aria-hidden />
            <p className="mt-2 text-2xl font-bold" data-testid={`stat-${id}`}>
              {formatNumber(stats[stat])}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">{t(`dashboard:stat.${stat}`)}</p>
          </div>
        ))}
      </section>
      <nav aria-label={t('dashboard:tools')} className="mt-6 grid gap-2 px-4 sm:grid-cols-2">
        {tools.map(([tool, Icon]) => (
          <Link key={tool} to={`/admin/${tool}`} className={`${ui.card} flex items-center gap-3 hover:border-emerald-500`}>
            <Icon className="h-5 w-5 text-emerald-600" aria-hidden /> <span className="font-medium">{t(`dashboard:tool.${tool}`)}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
