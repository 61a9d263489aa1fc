import { createSignupSheet, deleteSignupSheet, updateSignupSheet } from '../../../api/signups';
import { useEditorChanges } from '../../../components/admin/use-editor-changes';
import { toSignupInput } from './signup-form';

/** The sheet editor's changes: straight to the server (it needs signal); the replication stream then brings them to the phone. */
export function useSignupAdmin() {
  return useEditorChanges(
    { offline: 'signups:offlineChange', saveFailed: 'signups:saveFailed', deleteFailed: 'signups:deleteFailed' },
    { toInput: toSignupInput, create: createSignupSheet, update: updateSignupSheet, remove: deleteSignupSheet },
  );
}
