import type { Rule } from '../../../../contracts/rules';
import { mutate } from '../../../db/mutate';
import { toRuleFields, type RuleForm } from '../rule-validation';
import { useAuthStore } from '../../../stores/auth-store';

/** Admins and organizers write rules (SPEC §6); each change shows at once and waits in the outbox if offline. */
export function useRuleActions() {
  const user = useAuthStore((s) => s.user);
  const canEdit = user?.role === 'admin' || user?.role === 'organizer';
  const writer = user ? `${user.first_name} ${user.last_name}`.trim() : '';

  async function save(form: RuleForm, existing?: Rule): Promise<void> {
    const args = { id: existing?.id ?? crypto.randomUUID(), fields: toRuleFields(form), updatedBy: writer, at: new Date().toISOString() };
    await mutate(existing ? 'rules.update' : 'rules.create', args);
  }

  async function remove(rule: Rule): Promise<void> {
    await mutate('rules.delete', { id: rule.id });
  }

  return { canEdit, save, remove };
}
