import { act, cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Household } from '../../../contracts/households';
import { storePull } from '../../../src/db/replica-store';
import { useAuthStore } from '../../../src/stores/auth-store';
import { setOnline } from '../support/camp-seed';
import { servePage } from '../support/page-fetch';
import { showProfile } from './profile-fixture';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
  useAuthStore.getState().logout();
});

const mine: Household = {
  id: 'h1',
  name: 'The Rivera Family',
  children: 2,
  members: [
    { id: 'me', name: 'Maya Rivera' },
    { id: 'u2', name: 'Tom Rivera' },
  ],
};
const theirs: Household = { id: 'h2', name: 'The Other Family', children: 0, members: [{ id: 'u3', name: 'Someone Else' }] };
/** A pull as the replication stream answers it, stored as the phone stores every pull. */
const pulled = (items: Household[], deleted: string[] = []) =>
  act(() => storePull({ cursor: '1.1', full: false, tables: { households: { items, deleted } } }, Date.now()));
const householdSection = () => screen.findByRole('region', { name: 'My household' });

describe('Profile: my household, from the phone', () => {
  it('shows its name, members and children offline, and follows the changes the stream brings', async () => {
    setOnline(false);
    servePage(() => 'network-error');
    await showProfile();
    await pulled([theirs, mine]);
    const section = await householdSection();
    await within(section).findByText('The Rivera Family');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Maya Rivera', 'Tom Rivera']);
    expect(within(section).getByText('2 children without an account')).toBeTruthy();
    expect(within(section).queryByText('The Other Family')).toBeNull();

    await pulled([{ ...mine, children: 1, members: [mine.members[0]!] }]);
    await within(section).findByText('1 child without an account');
    expect(within(section).queryByText('Tom Rivera')).toBeNull();
  });

  it('says so when the person belongs to no household, and when the stream takes them out of theirs', async () => {
    servePage(() => ({ status: 404, body: { error: 'Instagram is not connected.' } }));
    await showProfile();
    await pulled([theirs]);
    await within(await householdSection()).findByText("You are not part of a household yet. The camp's administrators set families up.");
    await pulled([mine]);
    await within(await householdSection()).findByText('The Rivera Family');
    await pulled([], ['h1']);
    await within(await householdSection()).findByText("You are not part of a household yet. The camp's administrators set families up.");
  });
});
