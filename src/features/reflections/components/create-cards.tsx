import { Plus } from 'lucide-react';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import type { ReflectionCampRef } from '../hooks/use-reflection-actions';
import { reflectionText as text } from '../reflection-text';
import { yearBesideName } from '../../../lib/camp-name';

/** 'Create Reflections': a card for each camp without one of the person's reflections. */
export function CreateCards({ camps, onCreate }: { camps: ReflectionCampRef[]; onCreate: (camp: ReflectionCampRef) => void }) {
  const { t } = useTranslation('reflections');
  if (camps.length === 0) return null;
  return (
    <section aria-labelledby="create-reflections" className="space-y-2">
      <h2 id="create-reflections" className="font-semibold">
        {text.create}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {camps.map((camp) => (
          <li key={camp.id} className={`${ui.card} flex items-center justify-between gap-3`}>
            <span>
              <span className="block font-medium">{camp.name}</span>
              <span className="text-sm text-slate-500 dark:text-slate-400">{yearBesideName(camp.name, camp.year)}</span>
            </span>
            <button
              type="button"
              className={ui.button}
              aria-label={t('reflections:reflectOn', { name: camp.name })}
              onClick={() => onCreate(camp)}
            >
              <Plus aria-hidden className="h-4 w-4" /> {t('reflections:reflect')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
