import type { ReactionSummary } from '../../../../contracts/chat';
import { useTranslation } from '../../../i18n';
import { QUICK_REACTIONS } from '../../../db/chat/chat-rules';

/** The message's reactions as chips: tapping one sets or clears the camper's own. */
export function ReactionChips({ reactions, onToggle }: { reactions: ReactionSummary[]; onToggle: (emoji: string, on: boolean) => void }) {
  const { t } = useTranslation('chat');
  if (reactions.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1">
      {reactions.map((r) => (
        <li key={r.emoji}>
          <button
            type="button"
            data-testid="reaction-chip"
            aria-pressed={r.mine}
            aria-label={t('chat:reactionChip', { emoji: r.emoji, count: r.count })}
            onClick={() => onToggle(r.emoji, !r.mine)}
            className={`rounded-full border px-2 text-xs leading-5 ${r.mine ? 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950' : 'border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900'}`}
          >
            {r.emoji} {r.count}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The six quick reactions, offered on a long press, a hover or the React button. */
export function QuickReactions({ reactions, onToggle }: { reactions: ReactionSummary[]; onToggle: (emoji: string, on: boolean) => void }) {
  const { t } = useTranslation('chat');
  return (
    <div role="group" aria-label={t('chat:react')} className="flex gap-0.5 rounded-full bg-white px-1 shadow dark:bg-slate-800">
      {QUICK_REACTIONS.map((emoji) => {
        const mine = reactions.some((r) => r.emoji === emoji && r.mine);
        return (
          <button
            key={emoji}
            type="button"
            aria-label={t('chat:reactWith', { emoji })}
            aria-pressed={mine}
            onClick={() => onToggle(emoji, !mine)}
            className={`rounded-full px-1 text-lg leading-7 hover:bg-slate-100 dark:hover:bg-slate-700 ${mine ? 'bg-emerald-100 dark:bg-emerald-900' : ''}`}
          >
            {emoji}
          </button>
        );
      })}
    </div>
  );
}
