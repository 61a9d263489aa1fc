import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAuthStore } from '../../../stores/auth-store';
import { MenuActionRow } from './menu-section';

/** Sign Out, after a confirmation (SPEC §5 confirm dialogs). */
export function SignOutRow() {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const signOut = () => {
    useAuthStore.getState().logout();
    void navigate('/login', { replace: true });
  };
  return (
    <MenuActionRow icon={LogOut} label="Sign Out" onClick={() => setAsking(true)}>
      {asking ? <ConfirmDialog title="Sign out?" message="Are you sure you want to sign out?" confirmLabel="Sign Out" onConfirm={signOut} onCancel={() => setAsking(false)} /> : null}
    </MenuActionRow>
  );
}
