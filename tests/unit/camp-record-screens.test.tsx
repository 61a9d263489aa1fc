import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Camp } from '../../contracts/camps';
import type { Team } from '../../contracts/teams';
import { db } from '../../src/db/schema';
import { MyTeam } from '../../src/features/more/components/my-team';
import { EmergencyTab } from '../../src/features/safety/components/emergency-tab';
import { resetDb } from './support/outbox-fixtures';

const camp: Camp = {
  id: 'c',
  year: 2026,
  name: 'Camp 2026',
  location: 'Pines',
  address: '1 Road',
  start_date: '2026-09-04T12:00:00.000Z',
  end_date: '2026-09-06T12:00:00.000Z',
  contact_info: {
    website: 'https://pines.example.org',
    phone: '(555) 999-0000',
    counselors: [
      { name: 'Ana López', phone: '(555) 111-2222' },
      { name: 'Bo Li', phone: '(555) 333-4444' },
    ],
  },
  rules: null,
  image_url: null,
  is_active: true,
};

beforeEach(async () => {
  await resetDb();
});
afterEach(cleanup);

describe('the active camp record on the phone', () => {
  it("gives the Safety Center the camp's own counselors and office, not fixed names", async () => {
    await db.camps.put(camp);
    render(<EmergencyTab />);
    expect(await screen.findByText('Ana López')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Bo Li at (555) 333-4444' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Camp Office at (555) 999-0000' })).toBeTruthy();
    expect(screen.queryByText('Sarah Johnson')).toBeNull();
  });

  it('shows a camper their team with its name and colour, and nothing when they have none', async () => {
    const { container } = render(<MyTeam />);
    expect(container.textContent).toBe('');
    const team: Team = { id: 't', name: 'Purple Owls', color: 'purple', year: 2025, members: [] };
    await db.teams.put(team);
    const badge = await screen.findByTestId('my-team');
    expect(within(badge).getByText(/Team Purple Owls/).textContent).toMatch(/purple, 2025/);
  });
});
