import type { BoardPerson, RollCallBoard } from '../../../../contracts/rollcalls';
import { formatDate, useTranslation } from '../../../i18n';

const tones: Record<BoardPerson['status'], string> = {
  help: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  safe: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
};
const statuses = ['help', 'pending', 'safe'] as const;
const timeOf = (at: string) => formatDate(at, 'time');
/** A status's word: once the roll call is closed, "pending" is "No answer". */
const wordOf = (status: BoardPerson['status'], closed: boolean) => (closed && status === 'pending' ? 'noAnswer' : status);

function PersonRow({ person, closed }: { person: BoardPerson; closed: boolean }) {
  const { t } = useTranslation('rollcalls');
  const by = person.answered_by && person.answered_by !== person.user_id ? person.answered_by_name : null;
  return (
    <li className="py-2" data-status={person.status} aria-label={person.name}>
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">{person.name}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[person.status]}`}>
          {t(`rollcalls:board.status.${wordOf(person.status, closed)}`)}
        </span>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {person.answered_at ? timeOf(person.answered_at) : null}
        {by ? ` · ${t('rollcalls:board.answeredBy', { name: by })}` : null}
      </p>
      {person.note ? <p className="text-sm">{person.note}</p> : null}
      {person.phone || person.emergency_contact ? (
        <p className="text-xs">
          {person.phone ? (
            <a className="underline" href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>
              {t('rollcalls:board.phone')}: {person.phone}
            </a>
          ) : null}
          {person.emergency_contact ? ` · ${t('rollcalls:board.emergency')}: ${person.emergency_contact}` : null}
        </p>
      ) : null}
    </li>
  );
}

/** The board: counts per status, then everyone, those needing help first, then pending, then safe (the server's order). */
export function RollCallBoardView({ board }: { board: RollCallBoard }) {
  const { t } = useTranslation('rollcalls');
  const closed = Boolean(board.closed_at);
  return (
    <div className="space-y-3">
      <ul className="grid grid-cols-3 gap-2 text-center" aria-label={t('rollcalls:board.title')}>
        {statuses.map((status) => (
          <li key={status} className={`rounded-lg px-2 py-1 ${tones[status]}`} data-count={status}>
            <span className="block text-xl font-bold">{board.counts[status]}</span>
            <span className="text-xs">{t(`rollcalls:board.counts.${wordOf(status, closed)}`)}</span>
          </li>
        ))}
      </ul>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {board.people.map((person) => (
          <PersonRow key={person.user_id} person={person} closed={closed} />
        ))}
      </ul>
    </div>
  );
}
