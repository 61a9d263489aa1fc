import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useProfileMirror } from './use-profile-mirror';
import { PersonAvatar } from '../../components/person-avatar';

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
      className="ml-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full"
    >
      <PersonAvatar id={me.id} name={name} src={me.avatar_url} testId="frame-avatar" />
    </Link>
  );
}
