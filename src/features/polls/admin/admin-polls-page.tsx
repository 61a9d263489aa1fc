import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { BarChart3 } from 'lucide-react';
import type { Poll } from '../../../../contracts/polls';
import { ui } from '../../../components/ui';
import { usePolls } from '../../../db/polls/use-polls';
import { formatNumber, useTranslation } from '../../../i18n';
import { pollTotals } from '../../../db/polls/poll-rules';
import { EditorHeader } from '../../../components/admin/editor-header';
import { useAuthStore } from '../../../stores/auth-store';
import { useReplicationStatus } from '../../../db/hooks/use-replication-status';
import { AdminPollCard } from '../components/admin-poll-card';
import { PollFormDialog } from '../components/poll-form-dialog';
import { usePollAdmin } from './use-poll-admin';

/** Snap Polls (SPEC §2.3): admin only; anyone else goes to /. */
export function AdminPollsPage() {
  const isAdmin = useAuthStore((s) => s.user?.role === 'admin');
  if (!isAdmin) return <Navigate to="/" replace />;
  return <SnapPolls />;
}

function SnapPolls() {
  const { t } = useTranslation('polls');
  const polls = usePolls();
  const status = useReplicationStatus();
  const admin = usePollAdmin();
  const [dialog, setDialog] = useState<Poll | 'new' | null>(null);
  const loading = polls === undefined || (polls.length === 0 && (status === undefined || status.state === 'syncing'));
  const totals = pollTotals(polls ?? []);
  const tiles = [
    { id: 'Total Polls', label: t('polls:totalPolls'), value: totals.total },
    { id: 'Active Polls', label: t('polls:activePolls'), value: totals.active },
    { id: 'Total Votes', label: t('polls:totalVotes'), value: totals.votes },
  ];

  return (
    <div className="space-y-4 pb-6">
      <EditorHeader
        title={t('polls:title')}
        create={{ label: t('polls:createPoll'), onClick: () => setDialog('new') }}
        offlineText={t('polls:offlineList')}
        error={admin.error}
      />
      <section aria-label={t('polls:summary')} className="grid grid-cols-3 gap-3 px-4">
        {tiles.map((tile) => (
          <div key={tile.id} className={ui.card}>
            <p className="text-2xl font-bold" data-testid={`tile-${tile.id}`}>
              {formatNumber(tile.value)}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">{tile.label}</p>
          </div>
        ))}
      </section>
      {loading ? (
        <p className="px-4 text-center text-sm text-slate-500">{t('polls:loading')}</p>
      ) : polls.length === 0 ? (
        <div className="mx-4 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <BarChart3 aria-hidden className="mx-auto h-10 w-10 text-slate-400" />
          <p className="mt-2 font-semibold">{t('polls:emptyTitle')}</p>
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('polls:emptyBody')}</p>
          <button type="button" className={`${ui.button} mt-4`} onClick={() => setDialog('new')}>
            {t('polls:createFirst')}
          </button>
        </div>
      ) : (
        <div className="space-y-3 px-4">
          {polls.map((p) => (
            <AdminPollCard
              key={p.id}
              poll={p}
              disabled={admin.busy}
              onEdit={() => setDialog(p)}
              onToggle={() => void admin.toggle(p.id)}
              onDelete={() => admin.remove(p.id, t('polls:confirmDelete', { question: p.question }))}
            />
          ))}
        </div>
      )}
      {dialog ? (
        <PollFormDialog
          poll={dialog === 'new' ? undefined : dialog}
          onClose={() => setDialog(null)}
          onSubmit={(form) => admin.save(form, dialog === 'new' ? undefined : dialog.id)}
        />
      ) : null}
    </div>
  );
}
