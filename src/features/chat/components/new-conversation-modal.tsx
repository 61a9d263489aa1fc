import { useState } from 'react';
import { conversationTypes, type ConversationType } from '../../../../contracts/chat';
import type { DirectoryUser } from '../../../../contracts/users';
import { Modal } from '../../../components/modal';
import { useOnline } from '../../../lib/use-online';
import { ui } from '../../../components/ui';
import { canCreate, canStartBroadcast, draftError, pickMember, type ConversationDraft } from '../../../lib/chat-rules';
import { MemberPicker } from './member-picker';

const typeLabel: Record<ConversationType, string> = { direct: 'Direct', group: 'Group', broadcast: 'Broadcast' };

interface Props {
  users: DirectoryUser[];
  me: { id: string; role: string } | null;
  onClose: () => void;
  onCreate: (draft: ConversationDraft) => Promise<void>;
}

/** New conversation: type, name, description and members (SPEC §2.3, §5). */
export function NewConversationModal({ users, me, onClose, onCreate }: Props) {
  const [draft, setDraft] = useState<ConversationDraft>({ name: '', type: 'direct', member_ids: [], description: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const update = (change: Partial<ConversationDraft>) => {
    setError(null);
    setDraft((d) => ({ ...d, ...change }));
  };
  const submit = async () => {
    const problem = draftError(draft);
    if (problem) return setError(problem);
    setBusy(true);
    await onCreate(draft);
    setBusy(false);
  };
  return (
    <Modal title="New Conversation" onClose={onClose}>
      <div className="space-y-4">
        <fieldset>
          <legend className={ui.label}>Type</legend>
          <div className="grid grid-cols-3 gap-2">
            {conversationTypes.map((t) => {
              const allowed = t !== 'broadcast' || canStartBroadcast(me?.role);
              return (
                <button
                  key={t}
                  type="button"
                  aria-pressed={draft.type === t}
                  disabled={!allowed}
                  title={allowed ? undefined : 'Only organizers and administrators can start a broadcast'}
                  className={draft.type === t ? ui.button : ui.buttonSecondary}
                  onClick={() => update({ type: t, member_ids: t === 'direct' ? draft.member_ids.slice(0, 1) : draft.member_ids })}
                >
                  {typeLabel[t]}
                </button>
              );
            })}
          </div>
        </fieldset>
        {draft.type !== 'direct' ? (
          <>
            <div>
              <label className={ui.label} htmlFor="conversation-name">
                Name
              </label>
              <input id="conversation-name" className={ui.input} value={draft.name} onChange={(e) => update({ name: e.target.value })} placeholder={draft.type === 'group' ? 'e.g. Cabin 4' : 'e.g. Camp announcements'} />
            </div>
            <div>
              <label className={ui.label} htmlFor="conversation-description">
                Description (optional)
              </label>
              <input id="conversation-description" className={ui.input} value={draft.description} onChange={(e) => update({ description: e.target.value })} />
            </div>
          </>
        ) : null}
        <MemberPicker
          users={users}
          selfId={me?.id}
          chosen={draft.member_ids}
          onPick={(id) => update({ member_ids: pickMember(draft.type, draft.member_ids, id) })}
          onRemove={(id) => update({ member_ids: draft.member_ids.filter((m) => m !== id) })}
        />
        {error ? <p className={ui.error} role="alert">{error}</p> : null}
        {online ? null : <p className="text-sm text-amber-700 dark:text-amber-300">You are offline. A new conversation can be created once you are back online.</p>}
        <div className="flex justify-end gap-2">
          <button type="button" className={ui.buttonSecondary} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={ui.button} disabled={!canCreate(draft) || busy || !online} onClick={() => void submit()}>
            Create
          </button>
        </div>
      </div>
    </Modal>
  );
}
