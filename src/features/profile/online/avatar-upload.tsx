import { Camera } from 'lucide-react';
import { useState } from 'react';
import type { User } from '../../../../contracts/profile';
import { uploadAvatar } from '../../../api/profile';
import { errorText } from '../../../api/client';
import { storeAvatar } from '../../../db/profile/profile-store';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';
import { validateAvatarFile } from './avatar-validation';
import { useAuthStore } from '../../../stores/auth-store';
import { PersonAvatar } from '../../../components/person-avatar';
import { profileText } from '../profile-text';

type Notify = (message: string, kind: 'success' | 'error' | 'info') => void;

/** The avatar and its upload (SPEC §5 Avatar): checked here, sent at once (needs signal), then shown everywhere. */
export function AvatarUpload({ user, notify }: { user: User; notify: Notify }) {
  const { t } = useTranslation('profile');
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const name = `${user.first_name} ${user.last_name}`.trim();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = validateAvatarFile(file);
    if (problem) return notify(problem, 'error');
    if (!navigator.onLine) return notify(profileText.needsSignal, 'error');
    setBusy(true);
    try {
      const answer = await uploadAvatar(file, file.name || 'avatar');
      await storeAvatar(answer.user);
      const current = useAuthStore.getState().user;
      if (current?.id === answer.user.id)
        useAuthStore
          .getState()
          .setUser({ ...current, avatar_url: answer.avatar_url, profile: { ...current.profile, avatar_url: answer.avatar_url } });
      notify(profileText.avatarUploaded, 'success');
    } catch (err) {
      notify(await errorText(err, profileText.avatarFailed), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <PersonAvatar id={user.id} src={user.avatar_url} name={name} size="2xl" label={t('common:avatarOf', { name })} />
      <label
        className={`inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-400 ${busy || !online ? 'pointer-events-none opacity-60' : ''}`}
      >
        <Camera aria-hidden className="h-4 w-4" /> {busy ? t('profile:uploading') : t('profile:changeAvatar')}
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif"
          className="sr-only"
          aria-label={t('profile:uploadAvatar')}
          disabled={busy || !online}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {online ? null : <p className="text-xs text-slate-500 dark:text-slate-400">{t('profile:avatarNeedsSignal')}</p>}
    </div>
  );
}
