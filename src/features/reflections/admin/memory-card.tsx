import type { PublicReflection } from '../../../../contracts/reflections';
import { ui } from '../../../components/ui';

/** One public reflection with its author. */
export function MemoryCard({ memory: m }: { memory: PublicReflection }) {
  const name = `${m.user.first_name} ${m.user.last_name}`.trim();
  return (
    <article className={ui.card} aria-label={`${name}'s reflection`}>
      <header className="mb-2 flex items-center gap-2">
        {m.user.avatar_url ? <img src={m.user.avatar_url} alt="" className="h-8 w-8 rounded-full object-cover" /> : null}
        <h3 className="font-semibold">{name}</h3>
        <span className="ml-auto text-xs text-slate-500 dark:text-slate-400">{new Date(m.submitted_at).toLocaleDateString([], { dateStyle: 'medium' })}</span>
      </header>
      <dl className="space-y-1 text-sm">
        <dt className="font-medium text-emerald-700 dark:text-emerald-400">High</dt>
        <dd>{m.high}</dd>
        <dt className="font-medium text-emerald-700 dark:text-emerald-400">Low</dt>
        <dd>{m.low}</dd>
        <dt className="font-medium text-emerald-700 dark:text-emerald-400">Glitter</dt>
        <dd>{m.glitter}</dd>
      </dl>
    </article>
  );
}
