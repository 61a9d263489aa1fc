import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../i18n';
import { useAuthStore } from '../stores/auth-store';
import { useConfirm } from './use-confirm';

/**
 * Signing out on this phone, asked first (SPEC §5 confirm dialogs): `ask()` opens "Sign out?"; yes ends the session and
 * shows the sign-in page. Place `dialog` beside the button that asks.
 */
export function useSignOutAsked() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return useConfirm(
    { title: t('common:signOut.title'), message: t('common:signOut.question'), confirmLabel: t('common:signOut.confirm') },
    () => {
      useAuthStore.getState().logout();
      void navigate('/login', { replace: true });
    },
  );
}
