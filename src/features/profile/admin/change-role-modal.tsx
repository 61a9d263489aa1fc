import { roleSchema, type Role } from '../../../../contracts/common';
import type { User } from '../../../../contracts/profile';
import { setUserRole } from '../../../api/profile';
import { FormError, useSending } from '../../../components/form-sending';
import { Modal } from '../../../components/modal';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';

/** SPEC §4.6: the new role is any of admin, organizer, camper except the current one. */
export function ChangeRoleModal({ user, onClose, onDone }: { user: User; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const { error, busy, send } = useSending(() => t('profile:users.roleFailed'));
  const choose = (role: Role) =>
    send(async () => {
      await setUserRole(user.id, role);
      onDone();
    });

  return (
    <Modal title={t('profile:users.changeRoleTitle', { name: `${user.first_name} ${user.last_name}` })} onClose={onClose}>
      <FormError text={error} className={`${ui.error} mb-3`} />
      <p className="mb-3 text-sm">
        {t('profile:users.currentRole')} <strong>{t(`profile:users.roleName.${user.role}`)}</strong>
      </p>
      <div className="flex flex-wrap gap-2">
        {roleSchema.options
          .filter((r) => r !== user.role)
          .map((r) => (
            <button key={r} type="button" className={ui.button} disabled={busy} onClick={() => void choose(r)}>
              {t(`profile:users.makeRole.${r}`)}
            </button>
          ))}
      </div>
    </Modal>
  );
}
