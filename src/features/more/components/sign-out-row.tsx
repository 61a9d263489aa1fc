import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAuthStore } from '../../../stores/auth-store';
import { useTranslation } from '../../../i18n';
import { MenuActionRow } from './menu-section';

/** Sign Out, after a confirmation (SPEC §5 confirm dialogs). */
export function SignOutRow() {
  const { t } = useTranslation('more');
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const signOut = () => {
    useAuthStore.getState().logout();
    void navigate('/login', { replace: true });
  };
  return (
    <MenuActionRow icon={LogOut} label={t('more:row.signOut')} onClick={() => setAsking(true)}>
      {asking ? (
        <ConfirmDialog
          title={t('more:signOutTitle')}
          message={t('more:signOutMessage')}
          confirmLabel={t('more:row.signOut')}
          onConfirm={signOut}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </MenuActionRow>
  );
}
