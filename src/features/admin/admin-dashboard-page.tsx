import { Link } from 'react-router-dom';
import { BarChart3, CalendarDays, Camera, MessageSquare, Tent, UserCheck, Users, UsersRound, type LucideIcon } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { ui } from '../../components/ui';
import { AccessDenied } from '../../components/access-denied';
import { OfflineNotice } from './offline-notice';
import { useDashboardStats } from './use-dashboard-stats';
import { useIsAdmin } from './use-is-admin';

const quickLinks: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/admin/users', label: 'User Management', icon: Users },
  { to: '/admin/camps', label: 'Camp Management', icon: Tent },
  { to: '/admin/events', label: 'Event Management', icon: CalendarDays },
  { to: '/admin/teams', label: 'Team Management', icon: UsersRound },
  { to: '/admin/polls', label: 'Snap Polls', icon: BarChart3 },
];

export function AdminDashboardPage() {
  const isAdmin = useIsAdmin();
  const stats = useDashboardStats(isAdmin);
  if (!isAdmin) return <AccessDenied />;
  const tiles: { label: string; value: number; icon: LucideIcon }[] = [
    { label: 'Total Users', value: stats.users, icon: Users },
    { label: 'Pending Approvals', value: stats.pending, icon: UserCheck },
    { label: 'Events', value: stats.events, icon: CalendarDays },
    { label: 'Polls', value: stats.polls, icon: BarChart3 },
    { label: 'Posts', value: stats.posts, icon: MessageSquare },
    { label: 'Photos', value: stats.photos, icon: Camera },
    { label: 'Camps', value: stats.camps, icon: Tent },
    { label: 'Teams', value: stats.teams, icon: UsersRound },
  ];
  return (
    <div>
      <PageHeader title="Admin Dashboard" subtitle="Manage Camp Weekend" />
      <OfflineNotice />
      <section aria-label="Statistics" className="grid grid-cols-2 gap-3 px-4 sm:grid-cols-4">
        {tiles.map(({ label, value, icon: Icon }) => (
          <div key={label} className={ui.card}>
            <Icon className="h-5 w-5 text-emerald-600" aria-hidden />
            <p className="mt-2 text-2xl font-bold" data-testid={`stat-${label}`}>{value}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">{label}</p>
          </div>
        ))}
      </section>
      <nav aria-label="Admin tools" className="mt-6 grid gap-2 px-4 sm:grid-cols-2">
        {quickLinks.map(({ to, label, icon: Icon }) => (
          <Link key={to} to={to} className={`${ui.card} flex items-center gap-3 hover:border-emerald-500`}>
            <Icon className="h-5 w-5 text-emerald-600" aria-hidden /> <span className="font-medium">{label}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
