import { Home } from 'lucide-react';
import { ui } from '../../../components/ui';
import { useMyHousehold } from '../../../db/households/use-households';
import { useTranslation } from '../../../i18n';
import { HouseholdMembers } from './household-members';

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
          <HouseholdMembers members={household.members} label={t('households:mine.members')} className="mt-1 text-sm" />
          <p className="mt-2 text-sm">{t('households:mine.children', { count: household.children })}</p>
        </>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('households:mine.none')}</p>
      )}
    </section>
  );
}
