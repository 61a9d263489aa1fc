import { roleSchema } from '../../../../contracts/common';
import { createUser } from '../../../api/profile';
import { errorText } from '../../../api/client';
import { FormDialog } from '../../../components/form-dialog';
import { BirthDateField, Field, SelectField } from '../../../components/form-fields';
import { useTranslation } from '../../../i18n';
import { adminCreateUserPayload, validateAdminCreateUser, type AdminCreateUserForm } from './create-user-validation';

const empty = (): AdminCreateUserForm => ({
  email: '',
  password: '',
  first_name: '',
  last_name: '',
  date_of_birth: '',
  role: 'camper',
  phone: '',
});

/** Create an account that is approved at once and must change its password at first sign-in. */
export function CreateUserModal({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <FormDialog
      texts={{ title: t('profile:users.create'), submit: t('profile:users.create'), busy: t('profile:users.creating') }}
      initial={empty}
      problem={(form) => validateAdminCreateUser(form)}
      save={async (form) => {
        await createUser(adminCreateUserPayload(form));
        onCreated();
      }}
      failure={async (err) => {
        const reason = await errorText(err, '');
        return reason ? t('profile:users.createFailedBecause', { reason }) : t('profile:users.createFailed');
      }}
      onClose={onClose}
    >
      {(_form, _change, field) => (
        <>
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('profile:users.form.firstName')} {...field('first_name')} />
            <Field label={t('profile:users.form.lastName')} {...field('last_name')} />
          </div>
          <Field label={t('profile:users.form.email')} type="email" {...field('email')} />
          <Field label={t('profile:users.form.temporaryPassword')} autoComplete="off" {...field('password')} />
          <BirthDateField label={t('profile:users.form.dateOfBirth')} {...field('date_of_birth')} />
          <Field label={t('profile:users.form.phone')} type="tel" {...field('phone')} />
          <SelectField
            label={t('profile:users.role')}
            {...field('role')}
            options={roleSchema.options}
            labelOf={(r) => t(`profile:users.roleName.${r}`)}
          />
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('profile:users.form.mustChooseHint')}</p>
        </>
      )}
    </FormDialog>
  );
}
