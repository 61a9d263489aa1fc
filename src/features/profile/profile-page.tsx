import { IdCard, UserRound } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { Toast, useToast, type ToastKind } from '../../components/toast';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { AccountInfo } from './components/account-info';
import { HouseholdPanel } from './components/household-panel';
import { LogoutButton } from './components/logout-button';
import { PersonalInfo } from './components/personal-info';
import { ProfileCard } from './components/profile-card';
import { useMe } from './hooks/use-me';
import { InstagramPanel } from './instagram/instagram-panel';
import { AvatarUpload } from './online/avatar-upload';
import { PrivacyData } from './online/privacy-data';
import { PROFILE_TOAST_MS, profileText } from './profile-text';

/** Profile (SPEC §2.3, §4.6): account info, avatar, personal info, Instagram, privacy and data, logout. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { toast, show } = useToast(PROFILE_TOAST_MS);
  const notify = useCallback((message: string, kind: ToastKind = 'error') => show(message, kind), [show]);
  const loadFailed = useCallback(() => show(profileText.loadFailed, 'error'), [show]);
  const me = useMe(loadFailed);
  const [params] = useSearchParams();
  if (!me) return null;
  const card = params.get('view') === 'card';
  const switcher = card ? (
    <Link to="/profile" className={ui.buttonSecondary}>
      <UserRound aria-hidden className="h-4 w-4" /> {t('profile:accountView')}
    </Link>
  ) : (
    <Link to="/profile?view=card" className={ui.buttonSecondary}>
      <IdCard aria-hidden className="h-4 w-4" /> {t('profile:cardView')}
    </Link>
  );
  return (
    <div>
      <Toast toast={toast} />
      <PageHeader title={card ? t('profile:cardView') : t('profile:title')} actions={switcher} />
      {card ? (
        <ProfileCard user={me} />
      ) : (
        <div className="space-y-4 px-4 pb-6">
          <AvatarUpload user={me} notify={notify} />
          <AccountInfo user={me} />
          <HouseholdPanel userId={me.id} />
          <PersonalInfo user={me} notify={notify} />
          <InstagramPanel notify={notify} />
          <PrivacyData notify={notify} />
          <LogoutButton />
        </div>
      )}
    </div>
  );
}
