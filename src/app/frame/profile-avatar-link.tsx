import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useProfileMirror } from './use-profile-mirror';

/** The signed-in person's avatar in the top bar, linking to their profile. */
export function ProfileAvatarLink() {
  const { t } = useTranslation('frame');
  const me = useProfileMirror();
  if (!me) return null;
  const name = `${me.first_name} ${me.last_name}`.trim();
  return (
    <Link
      to="/profile"
      aria-label={t('frame:link.myProfile')}
      title={t('frame:link.myProfile')}
      className="ml-1 inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-emerald-100 text-sm font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100"
    >
      {me.avatar_url ? (
        <img src={me.avatar_url} alt="" data-testid="frame-avatar" className="h-full w-full object-cover" />
      ) : (
        name.charAt(0).toUpperCase()
      )}
    </Link>
  );
}
