import { ui } from '../../../components/ui';
import { troubleshooting } from '../help-content';

/** Common problems, each opening to its answer. */
export function Troubleshooting() {
  return (
    <section aria-label="Troubleshooting" className="space-y-2 px-4">
      <h2 className="font-semibold">Troubleshooting</h2>
      {troubleshooting.map((t) => (
        <details key={t.question} className={`${ui.card} group`}>
          <summary className="cursor-pointer font-medium">{t.question}</summary>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t.answer}</p>
        </details>
      ))}
    </section>
  );
}
