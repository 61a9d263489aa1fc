import { X } from 'lucide-react';
import { useState } from 'react';
import type { DirectoryUser } from '../../../../contracts/profile';
import { memberCandidates } from '../../../db/chat/chat-rules';
import { ui } from '../../../components/ui';
import { Pill, pillTones } from '../../../components/pill';
import { useTranslation } from '../../../i18n';

interface Props {
  users: DirectoryUser[];
  selfId: string | undefined;
  chosen: string[];
  onPick: (id: string) => void;
  onRemove: (id: string) => void;
}

const fullName = (u: DirectoryUser) => `${u.first_name} ${u.last_name}`;

/** Search by first name, last name or email; leaves out the current user and those already chosen (SPEC §5). */
export function MemberPicker({ users, selfId, chosen, onPick, onRemove }: Props) {
  const { t } = useTranslation('chat');
  const [query, setQuery] = useState('');
  const candidates = memberCandidates(users, selfId, chosen, query);
  return (
    <div>
      <label className={ui.label} htmlFor="member-search">
        {t('chat:members')}
      </label>
      {chosen.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={t('chat:chosenMembers')}>
          {chosen.map((id) => {
            const u = users.find((x) => x.id === id);
            return (
              <li
                key={id}
                className="flex items-center gap-1 rounded-full bg-emerald-100 px-3 py-1 text-sm text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
              >
                {u ? fullName(u) : t('chat:unknownMember')}
                <button
                  type="button"
                  aria-label={u ? t('chat:removeMember', { name: fullName(u) }) : t('chat:removeUnknownMember')}
                  onClick={() => onRemove(id)}
                >
                  <X className="h-3 w-3" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <input
        id="member-search"
        className={ui.input}
        placeholder={t('chat:memberSearchPlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul className="mt-2 max-h-48 overflow-y-auto rounded-lg border border-slate-200 dark:border-slate-700" aria-label={t('chat:people')}>
        {candidates.length === 0 ? (
          <li className="px-3 py-2 text-sm text-slate-500">{users.length === 0 ? t('chat:directoryOffline') : t('chat:noOneMatches')}</li>
        ) : null}
        {candidates.map((u) => (
          <li key={u.id}>
            <button
              type="button"
              className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
              onClick={() => onPick(u.id)}
            >
              <span>
                <span className="font-medium">{fullName(u)}</span>
                <span className="block text-xs text-slate-500">{u.email}</span>
              </span>
              {u.role === 'admin' ? <Pill tone={pillTones.amber}>{t('chat:admin')}</Pill> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
