import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ui } from '../../../components/ui';
import { useAuthStore } from '../../../stores/auth-store';

/** Logout, after the sign-out confirmation (SPEC §5). */
export function LogoutButton() {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" className={`${ui.buttonSecondary} w-full`} onClick={() => setAsking(true)}>
        <LogOut aria-hidden className="h-4 w-4" /> Logout
      </button>
      {asking ? (
        <ConfirmDialog
          title="Sign out?"
          message="Are you sure you want to sign out?"
          confirmLabel="Sign Out"
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
