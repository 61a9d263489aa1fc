import { Home } from 'lucide-react';
import { ui } from '../../../components/ui';
import { useMyHousehold } from '../../../db/households/use-households';
import { useTranslation } from '../../../i18n';

/** The person's household as the phone holds it (offline too): its name, its members and the children without an account. */
export function HouseholdPanel({ userId }: { userId: string }) {
  const { t } = useTranslation('households');
  const household = useMyHousehold(userId);
  if (household === undefined) return null;
  return (
    <section aria-labelledby="my-household" className={ui.card}>
      <h2 id="my-household" className="mb-2 flex items-center gap-2 font-semibold">
        <Home aria-hidden className="h-4 w-4" /> {t('households:mine.title')}
      </h2>
      {household ? (
        <>
          <p className="font-medium">{household.name}</p>
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t('households:mine.members')}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5 text-sm" aria-label={t('households:mine.members')}>
            {household.members.map((m) => (
              <li key={m.id} className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">
                {m.name}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm">{t('households:mine.children', { count: household.children })}</p>
        </>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('households:mine.none')}</p>
      )}
    </section>
  );
}
