import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { User } from '../../../../contracts/profile';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { useFollowChange } from '../../../db/hooks/use-follow-change';
import { mutate } from '../../../db/mutate';
import type { LocalMark } from '../../../db/schema';
import { WaitingMark } from '../../../components/waiting-mark';
import { validateProfile } from '../profile-validation';
import { profileText } from '../profile-text';
import { personalFields, PersonalInfoForm, type PersonalInfoDraft } from './personal-info-form';

const draftOf = (u: User): PersonalInfoDraft => ({
  first_name: u.first_name,
  last_name: u.last_name,
  phone: u.profile.phone ?? '',
  emergency_contact: u.profile.emergency_contact ?? '',
  dietary_restrictions: u.profile.dietary_restrictions ?? '',
});

type Notify = (message: string, kind: 'success' | 'error' | 'info') => void;

/** Personal info (SPEC §4.6): view, edit, then save (queued, works offline) or cancel (back to what is stored). */
export function PersonalInfo({ user, notify }: { user: User & LocalMark; notify: Notify }) {
  const { t } = useTranslation('profile');
  const [draft, setDraft] = useState<PersonalInfoDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const follow = useFollowChange();

  const save = async () => {
    if (!draft) return;
    const problem = validateProfile(draft);
    if (problem) return notify(problem, 'error');
    setSaving(true);
    try {
      const row = await mutate('profile.update', { userId: user.id, fields: draft });
      setDraft(null);
      if (!row) return notify(profileText.updated, 'success');
      follow(row, {
        waiting: () => notify(profileText.savedOffline, 'info'),
        done: () => notify(profileText.updated, 'success'),
        refused: () => notify(profileText.updateFailed, 'error'),
      });
    } catch (err) {
      console.warn('profile: not saved', err);
      notify(profileText.updateFailed, 'error');
    } finally {
      setSaving(false);
    }
  };

  const shown = draftOf(user);
  return (
    <section aria-labelledby="personal-info" className={ui.card}>
      <div className="mb-3 flex items-center justify-between">
        <div className="flex items-center gap-2">
          <h2 id="personal-info" className="font-semibold">
            {t('profile:personalInfo')}
          </h2>
          {user._pending ? <WaitingMark /> : null}
        </div>
        {draft ? null : (
          <button type="button" className={ui.buttonSecondary} onClick={() => setDraft(draftOf(user))}>
            <Pencil aria-hidden className="h-4 w-4" /> {t('profile:edit')}
          </button>
        )}
      </div>
      {draft ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          className="space-y-3"
        >
          <PersonalInfoForm draft={draft} onChange={setDraft} />
          <div className="flex justify-end gap-2">
            <button type="button" className={ui.buttonSecondary} disabled={saving} onClick={() => setDraft(null)}>
              {t('profile:cancel')}
            </button>
            <button type="submit" className={ui.button} disabled={saving}>
              {saving ? t('profile:saving') : t('profile:save')}
            </button>
          </div>
        </form>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {personalFields.map(({ key }) => (
            <div key={key} className="contents">
              <dt className="text-slate-500 dark:text-slate-400">{t(`profile:field.${key}`)}</dt>
              <dd>{shown[key] || t('profile:notProvided')}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
