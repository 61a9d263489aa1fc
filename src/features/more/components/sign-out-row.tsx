import { LogOut } from 'lucide-react';
import { useSignOutAsked } from '../../../components/use-sign-out';
import { useTranslation } from '../../../i18n';
import { MenuActionRow } from './menu-section';

/** Sign Out, after a confirmation (SPEC §5 confirm dialogs). */
export function SignOutRow() {
  const { t } = useTranslation('more');
  const signingOut = useSignOutAsked();
  return (
    <MenuActionRow icon={LogOut} label={t('more:row.signOut')} onClick={signingOut.ask}>
      {signingOut.dialog}
    </MenuActionRow>
  );
}
