import { LogOut } from 'lucide-react';
import { useSignOutAsked } from '../../../components/use-sign-out';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';

/** Logout, after the sign-out confirmation (SPEC §5). */
export function LogoutButton() {
  const { t } = useTranslation('profile');
  const signingOut = useSignOutAsked();
  return (
    <>
      <button type="button" className={`${ui.buttonSecondary} w-full`} onClick={signingOut.ask}>
        <LogOut aria-hidden className="h-4 w-4" /> {t('profile:logout')}
      </button>
      {signingOut.dialog}
    </>
  );
}
