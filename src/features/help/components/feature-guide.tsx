import { ui } from '../../../components/ui';
import type { GuideSection } from '../help-content';

/** The feature guide by category; the admin section shows to administrators only. */
export function FeatureGuide({ sections }: { sections: GuideSection[] }) {
  return (
    <section aria-label="Feature guide" className="space-y-3 px-4">
      <h2 className="font-semibold">Feature Guide</h2>
      {sections.map(({ title, icon: Icon, items }) => (
        <div key={title} className={ui.card}>
          <h3 className="flex items-center gap-2 font-semibold"><Icon className="h-5 w-5 text-emerald-600" aria-hidden /> {title}</h3>
          <dl className="mt-2 space-y-2 text-sm">
            {items.map((item) => (
              <div key={item.name}>
                <dt className="font-medium">{item.name}</dt>
                <dd className="text-slate-600 dark:text-slate-300">{item.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
