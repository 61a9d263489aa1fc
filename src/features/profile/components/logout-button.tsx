import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { useAuthStore } from '../../../stores/auth-store';

/** Logout, after the sign-out confirmation (SPEC §5). */
export function LogoutButton() {
  const { t } = useTranslation('profile');
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" className={`${ui.buttonSecondary} w-full`} onClick={() => setAsking(true)}>
        <LogOut aria-hidden className="h-4 w-4" /> {t('profile:logout')}
      </button>
      {asking ? (
        <ConfirmDialog
          title={t('profile:signOutTitle')}
          message={t('profile:signOutQuestion')}
          confirmLabel={t('profile:signOut')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            useAuthStore.getState().logout();
            void navigate('/login', { replace: true });
          }}
        />
      ) : null}
    </>
  );
}
