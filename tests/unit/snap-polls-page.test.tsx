import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Poll } from '../../contracts/polls';
import type { PullResponse } from '../../contracts/replication';
import type { User } from '../../contracts/profile';
import { db } from '../../src/db/schema';
import { AdminPollsPage } from '../../src/features/polls/admin/admin-polls-page';
import { useAuthStore } from '../../src/stores/auth-store';
import { replicate } from '../../src/replication/replicate';
import { endedPoll, freshPhoneAs, scriptedServer, swimPoll } from './support/scripted-server';

const show = () =>
  render(
    <MemoryRouter initialEntries={['/admin/polls']}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/admin/polls" element={<AdminPollsPage />} />
      </Routes>
    </MemoryRouter>,
  );
/** The replication stream's answer (GET /api/pull). */
const pullOf = (tables: PullResponse['tables'], full = false) => ({
  status: 200,
  body: { cursor: '1', full, tables } satisfies PullResponse,
});
const tile = (label: string) => screen.getByTestId(`tile-${label}`).textContent;

freshPhoneAs('admin');

describe('Snap Polls (SPEC §2.3)', () => {
  it("reads 'Loading polls...' until the first load answers, then the empty state", async () => {
    scriptedServer(() => 'never');
    show();
    expect(await screen.findByText('Loading polls...')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Snap Polls' })).toBeTruthy();
    cleanup();
    scriptedServer(() => pullOf({ polls: { items: [], deleted: [] } }, true));
    show();
    expect(await replicate()).toBe('updated');
    expect(await screen.findByText('No polls yet')).toBeTruthy();
    expect(screen.getByText('Create your first snap poll to engage with campers!')).toBeTruthy();
    expect([tile('Total Polls'), tile('Active Polls'), tile('Total Votes')]).toEqual(['0', '0', '0']);
    fireEvent.click(screen.getByRole('button', { name: 'Create First Poll' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Poll' });
    expect(within(dialog).getByRole('button', { name: 'Create Poll' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('sums the tiles and shows each card with its dates', async () => {
    await db.polls.bulkPut([swimPoll, endedPoll]);
    scriptedServer(() => ({ status: 304 }));
    show();
    const swim = await screen.findByRole('article', { name: 'Swim or hike?' });
    expect(screen.getByText('Total Polls')).toBeTruthy();
    expect([tile('Total Polls'), tile('Active Polls'), tile('Total Votes')]).toEqual(['2', '1', '7']);
    expect(within(swim).getByText('Active')).toBeTruthy();
    expect(within(swim).getByTestId('remaining').textContent).toMatch(/^2h 59m remaining$|^3h 0m remaining$/);
    expect(within(swim).getByText(/^Created .+ · Expires .+$/)).toBeTruthy();
    const ended = screen.getByRole('article', { name: 'Best lake game?' });
    expect(within(ended).getByText('Ended')).toBeTruthy();
    expect(within(ended).getByTestId('remaining').textContent).toBe('Expired');
    expect(
      within(ended)
        .getAllByTestId('percent')
        .map((p) => p.textContent),
    ).toEqual(['100.0%', '0.0%']);
    expect(within(ended).getByRole('button', { name: 'Reactivate' })).toBeTruthy();
  });

  it('edits a poll through Update Poll, ends one, and deletes one after asking', async () => {
    await db.polls.bulkPut([swimPoll, endedPoll]);
    // The server's polls as they change; each answer of GET /api/pull brings the latest change.
    let changed: PullResponse['tables'] = {};
    const answer = (item: Poll | undefined, deleted: string[] = []) => {
      changed = { polls: { items: item ? [item] : [], deleted } };
      return { status: 200, body: item ?? { success: true } };
    };
    const napPoll = { ...swimPoll, question: 'Swim, hike or nap?', options: [...swimPoll.options, { id: 'o9', text: 'Nap', votes: 0 }] };
    const calls = scriptedServer((c) => {
      if (c.method === 'GET') return pullOf(changed);
      if (c.method === 'PUT' && c.path === '/admin/polls/p1') return answer(napPoll);
      if (c.method === 'PUT' && c.path === '/admin/polls/p1/toggle') return answer({ ...napPoll, isActive: false });
      return answer(undefined, ['p2']);
    });
    show();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Swim or hike?' })).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Poll' });
    expect(within(dialog).getByPlaceholderText<HTMLInputElement>('What would you like to ask?').value).toBe('Swim or hike?');
    fireEvent.change(within(dialog).getByPlaceholderText('What would you like to ask?'), { target: { value: 'Swim, hike or nap?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '+ Add another option' }));
    fireEvent.change(within(dialog).getByPlaceholderText('Option 3'), { target: { value: 'Nap' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Poll' }));
    const edited = await screen.findByRole('article', { name: 'Swim, hike or nap?' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 15_000 });
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ question: 'Swim, hike or nap?', options: ['Swim', 'Hike', 'Nap'] });
    fireEvent.click(within(edited).getByRole('button', { name: 'End Poll' }));
    await within(edited).findByRole('button', { name: 'Reactivate' });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    // One change at a time: Delete is enabled again once the phone caught up with the last one.
    const remove = within(screen.getByRole('article', { name: 'Best lake game?' })).getByRole<HTMLButtonElement>('button', {
      name: 'Delete',
    });
    await vi.waitFor(() => expect(remove.disabled).toBe(false), { timeout: 15_000 });
    fireEvent.click(remove);
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Best lake game?' })).toBeNull(), { timeout: 15_000 });
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /admin/polls/p1',
      'PUT /admin/polls/p1/toggle',
      'DELETE /admin/polls/p2',
    ]);
  }, 20_000);

  it('sends campers and organizers to /', () => {
    for (const role of ['camper', 'organizer'] as const) {
      useAuthStore.getState().login({ id: role, role } as User, 'token-1');
      show();
      expect(screen.getByText('home')).toBeTruthy();
      cleanup();
    }
  });
});
