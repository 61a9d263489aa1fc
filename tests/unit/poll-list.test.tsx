import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/schema';
import { PollList } from '../../src/features/polls/poll-list';
import { replicate } from '../../src/replication/replicate';
import { freshPhoneAs, scriptedServer, swimPoll } from './support/scripted-server';

const DEFAULT_QUESTION = 'What time of year is best for the next camp?';
const show = () =>
  render(
    <MemoryRouter>
      <PollList />
    </MemoryRouter>,
  );

freshPhoneAs('camper');

describe('the default poll (SPEC §8)', () => {
  it('shows only when no poll is cached and the load fails, and keeps its vote on the phone', async () => {
    scriptedServer(() => 'network-error');
    show();
    expect(await replicate()).toBe('offline');
    const card = await screen.findByRole('article', { name: `Poll: ${DEFAULT_QUESTION}` });
    expect(
      within(card)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['During summer months', 'Labor Day Weekend', 'Closer to Oktoberfest']);
    fireEvent.click(within(card).getByLabelText('Labor Day Weekend'));
    fireEvent.click(within(card).getByRole('button', { name: 'Submit Vote' }));
    await within(card).findByText('Thanks for voting! Results will be shown when the poll ends.');
    cleanup();
    show();
    const again = await screen.findByRole('article', { name: `Poll: ${DEFAULT_QUESTION}` });
    await within(again).findByText('Thanks for voting! Results will be shown when the poll ends.');
    expect(within(again).queryByRole('button', { name: 'Submit Vote' })).toBeNull();
  });

  it('is not shown when polls are cached, even if the load fails', async () => {
    await db.polls.put(swimPoll);
    scriptedServer(() => ({ status: 500, body: { error: 'down' } }));
    show();
    expect(await replicate()).toBe('failed');
    await screen.findByRole('article', { name: 'Poll: Swim or hike?' });
    expect(screen.queryByText(DEFAULT_QUESTION)).toBeNull();
  });

  it('is not shown when the load works and there are no polls', async () => {
    const calls = scriptedServer(() => ({ status: 200, body: { cursor: '1', full: true, tables: { polls: { items: [], deleted: [] } } } }));
    show();
    expect(await replicate()).toBe('updated');
    await act(async () => undefined);
    expect(calls.map((c) => c.path)).toEqual(['/pull']);
    expect(screen.queryByText(DEFAULT_QUESTION)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Polls' })).toBeNull();
  });
});

describe('a vote in the feed', () => {
  it('shows at once as the thanks, waiting to be sent, and is queued once', async () => {
    await db.polls.put(swimPoll);
    scriptedServer(() => 'network-error');
    show();
    const card = await screen.findByRole('article', { name: 'Poll: Swim or hike?' });
    fireEvent.click(within(card).getByLabelText('Hike'));
    fireEvent.click(within(card).getByRole('button', { name: 'Submit Vote' }));
    await within(card).findByText('Thanks for voting! Results will be shown when the poll ends.');
    await within(card).findByText('Waiting to send');
    expect(within(card).queryByText(/%/)).toBeNull();
    expect((await db.outbox.toArray()).map((r) => [r.method, r.path, r.body])).toEqual([['POST', '/polls/p1/vote', { optionId: 'o2' }]]);
  });
});
