import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Rule } from '../../contracts/rules';
import type { User } from '../../contracts/profile';
import { db } from '../../src/db/schema';
import { RulesPage } from '../../src/features/rules/rules-page';
import { useAuthStore } from '../../src/stores/auth-store';
import { resetDb } from './support/outbox-fixtures';

const rule = (id: string, title: string, category: Rule['category'], importance: Rule['importance']): Rule => ({
  id,
  title,
  category,
  importance,
  description: `${title} text`,
  lastUpdated: '2025-09-01T12:00:00.000Z',
  updatedBy: 'Camp Organizers',
});
const rules = [
  rule('r1', 'Quiet Hours', 'General', 'high'),
  rule('r2', 'Campfire Safety', 'Safety', 'critical'),
  rule('r3', 'Leave No Trace', 'Environment', 'medium'),
  rule('r4', 'Allergies', 'Health', 'high'),
];

const signIn = (role: User['role']) =>
  useAuthStore.getState().login({ id: 'u1', role, first_name: 'Olive', last_name: 'Organizer' } as User, 'token-1');
const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Rules' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

beforeEach(async () => {
  await resetDb();
  await db.rules.bulkPut(rules);
});
afterEach(() => {
  cleanup();
  useAuthStore.getState().logout();
});

describe('Camp Rules (SPEC §2.3)', () => {
  it('shows every rule with its importance, critical first, filters by category and sums them up', async () => {
    signIn('camper');
    render(<RulesPage />);
    await screen.findByText('Campfire Safety');
    expect(shownTitles()).toEqual(['Campfire Safety', 'Allergies', 'Quiet Hours', 'Leave No Trace']);
    expect(within(screen.getByRole('listitem', { name: 'Campfire Safety' })).getByText('Critical')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'General', 'Safety', 'Environment', 'Health']);
    fireEvent.click(screen.getByRole('tab', { name: 'Safety' }));
    expect(shownTitles()).toEqual(['Campfire Safety']);
    const summary = screen.getByRole('region', { name: 'Rules summary' });
    expect(summary.textContent).toMatch(/4 rules in total, 1 of critical importance/);
    expect(screen.getByTestId('rules-in-Health').textContent).toBe('1');
  });

  it('offers a camper no add, edit or delete', async () => {
    signIn('camper');
    render(<RulesPage />);
    await screen.findByText('Quiet Hours');
    expect(screen.queryByRole('button', { name: /Add Rule|Edit|Delete/ })).toBeNull();
  });

  it('lets an organizer add a rule: Add is disabled until title and description are filled, then it shows at once and waits to be sent', async () => {
    signIn('organizer');
    render(<RulesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Rule' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Rule' });
    const save = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add Rule' });
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Sunscreen' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: '   ' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Every two hours at the beach.' } });
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'Health' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    const card = await screen.findByRole('listitem', { name: 'Sunscreen' });
    expect(within(card).getByText('Waiting to send')).toBeTruthy();
    expect(card.textContent).toMatch(/by Olive Organizer/);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      method: 'POST',
      path: '/rules',
      kind: 'rules.create',
      body: { title: 'Sunscreen', description: 'Every two hours at the beach.', category: 'Health', importance: 'medium' },
    });
    expect((row?.body as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets an organizer edit a rule and asks before deleting one', async () => {
    signIn('admin');
    render(<RulesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Quiet Hours' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Rule' });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Quiet from 10 PM to 7 AM, please.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Quiet from 10 PM to 7 AM, please.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Leave No Trace' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Rule' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Leave No Trace')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Leave No Trace' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete Rule' })).getByRole('button', { name: 'Delete' }));
    await expect.poll(() => screen.queryByText('Leave No Trace')).toBeNull();
    const sent = (await db.outbox.orderBy('seq').toArray()).map((r) => `${r.method} ${r.path}`);
    expect(sent).toEqual(['PUT /rules/r1', 'DELETE /rules/r3']);
  });
});
