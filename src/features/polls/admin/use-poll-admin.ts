import { createPoll, deletePoll, togglePoll, updatePoll } from '../../../api/polls';
import { useEditorChanges } from '../../../components/admin/use-editor-changes';
import { toPollInput } from '../poll-form';

/** Snap Polls changes: straight to the server (admin tools need signal); the replication stream then brings them to the phone. */
export function usePollAdmin() {
  const { run, ...changes } = useEditorChanges(
    { offline: 'polls:offlineChange', saveFailed: 'polls:saveFailed', deleteFailed: 'polls:deleteFailed' },
    { toInput: toPollInput, create: createPoll, update: updatePoll, remove: deletePoll },
  );
  return { ...changes, toggle: (id: string) => run(() => togglePoll(id), 'polls:toggleFailed') };
}
