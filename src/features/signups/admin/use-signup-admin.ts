import { createSignupSheet, deleteSignupSheet, updateSignupSheet } from '../../../api/signups';
import { useAdminChange } from '../../../components/admin/use-admin-change';
import { toSignupInput, type SignupForm } from './signup-form';

/** The sheet editor's changes: straight to the server (it needs signal); the replication stream then brings them to the phone. */
export function useSignupAdmin() {
  const { busy, error, run } = useAdminChange('signups:offlineChange');
  return {
    busy,
    error,
    save: (form: SignupForm, id?: string) =>
      run(() => (id ? updateSignupSheet(id, toSignupInput(form)) : createSignupSheet(toSignupInput(form))), 'signups:saveFailed'),
    remove: (id: string) => run(() => deleteSignupSheet(id), 'signups:deleteFailed'),
  };
}
