import { useState } from 'react';
import { conversationTypes } from '../../../../contracts/chat';
import type { DirectoryUser } from '../../../../contracts/profile';
import { Modal } from '../../../components/modal';
import { Field } from '../../../components/form-fields';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { canStartBroadcast } from '../../../../contracts/chat-rules';
import { canCreate, draftError, pickMember, type ConversationDraft } from '../../../db/chat/chat-rules';
import { MemberPicker } from './member-picker';

interface Props {
  users: DirectoryUser[];
  /** Someone to start a direct message with, already chosen. */
  initialMember?: string;
  me: { id: string; role: string } | null;
  onClose: () => void;
  onCreate: (draft: ConversationDraft) => Promise<void>;
}

/** New conversation: type, name, description and members (SPEC §2.3, §5). */
export function NewConversationModal({ users, initialMember, me, onClose, onCreate }: Props) {
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState<ConversationDraft>(() => ({
    name: '',
    type: 'direct',
    member_ids: initialMember ? [initialMember] : [],
    description: '',
  }));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
    <Modal title={t('chat:newConversation')} onClose={onClose}>
      <div className="space-y-4">
        <fieldset>
          <legend className={ui.label}>{t('chat:type')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {conversationTypes.map((type) => {
              const allowed = type !== 'broadcast' || canStartBroadcast(me?.role);
              return (
                <button
                  key={type}
                  type="button"
                  aria-pressed={draft.type === type}
                  disabled={!allowed}
                  title={allowed ? undefined : t('chat:broadcastNotAllowed')}
                  className={draft.type === type ? ui.button : ui.buttonSecondary}
                  onClick={() => update({ type, member_ids: type === 'direct' ? draft.member_ids.slice(0, 1) : draft.member_ids })}
                >
                  {t(`chat:typeLabel.${type}`)}
                </button>
              );
            })}
          </div>
        </fieldset>
        {draft.type !== 'direct' ? (
          <>
            <Field
              label={t('chat:name')}
              value={draft.name}
              onChange={(name) => update({ name })}
              placeholder={t(draft.type === 'group' ? 'chat:namePlaceholder.group' : 'chat:namePlaceholder.broadcast')}
            />
            <Field label={t('chat:descriptionOptional')} value={draft.description} onChange={(description) => update({ description })} />
          </>
        ) : null}
        <MemberPicker
          users={users}
          selfId={me?.id}
          chosen={draft.member_ids}
          onPick={(id) => update({ member_ids: pickMember(draft.type, draft.member_ids, id) })}
          onRemove={(id) => update({ member_ids: draft.member_ids.filter((m) => m !== id) })}
        />
        {error ? (
          <p className={ui.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className={ui.buttonSecondary} onClick={onClose}>
            {t('chat:cancel')}
          </button>
          <button type="button" className={ui.button} disabled={!canCreate(draft) || busy} onClick={() => void submit()}>
            {t('chat:create')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
