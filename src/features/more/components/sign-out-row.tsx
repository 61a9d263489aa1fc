import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../../components/modal';
import { ui } from '../../../components/ui';
import { useAuthStore } from '../../../stores/auth-store';
import { MenuActionRow } from './menu-section';

/** Sign Out, after a confirmation (SPEC §5 confirm dialogs). */
export function SignOutRow() {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  return (
    <MenuActionRow icon={LogOut} label="Sign Out" onClick={() => setAsking(true)}>
      {asking ? (
        <Modal title="Sign out?" onClose={() => setAsking(false)}>
          <p className="mb-4 text-sm">Are you sure you want to sign out?</p>
          <div className="flex justify-end gap-2">
            <button type="button" className={ui.buttonSecondary} onClick={() => setAsking(false)}>
              Cancel
            </button>
            <button
              type="button"
              className={ui.buttonDanger}
              onClick={() => {
                useAuthStore.getState().logout();
                void navigate('/login', { replace: true });
              }}
            >
              Sign Out
            </button>
          </div>
        </Modal>
      ) : null}
    </MenuActionRow>
  );
}
