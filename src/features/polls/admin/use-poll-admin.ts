import { createPoll, deletePoll, togglePoll, updatePoll } from '../../../api/polls';
import { useAdminChange } from '../../../components/admin/use-admin-change';
import { toPollInput, type PollForm } from '../poll-form';

/** Snap Polls changes: straight to the server (admin tools need signal); the replication stream then brings them to the phone. */
export function usePollAdmin() {
  const { busy, error, run } = useAdminChange('polls:offlineChange');
  return {
    busy,
    error,
    save: (form: PollForm, id?: string) =>
      run(() => (id ? updatePoll(id, toPollInput(form)) : createPoll(toPollInput(form))), 'polls:saveFailed'),
    toggle: (id: string) => run(() => togglePoll(id), 'polls:toggleFailed'),
    remove: (id: string) => run(() => deletePoll(id), 'polls:deleteFailed'),
  };
}
