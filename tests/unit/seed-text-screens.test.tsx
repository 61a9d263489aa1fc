import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import { EventCard } from '../../src/features/events/components/event-card';
import { loadAreas, switchLanguage } from '../../src/i18n';
import { MemoryRouter } from 'react-router-dom';

const event = (id: string, title: string, description: string, location: string): CampEvent => ({
  id,
  title,
  description,
  location,
  event_type: 'activity',
  event_time: '2025-09-06T14:00:00.000Z',
  end_time: '2025-09-06T14:45:00.000Z',
  capacity: 15,
  available_spots: 15,
  registration_count: 0,
  is_user_registered: false,
  party: null,
  waitlist_position: null,
  waitlist_count: 0,
  created_at: '2025-08-01T00:00:00.000Z',
});
const seeded = event('e1', 'Sunrise Yoga', 'Gentle stretching for all ages as the sun comes up. Mats provided.', 'Lakeside Deck');
const edited = event('e2', 'Sunrise Yoga on the dock', 'Gentle stretching for all ages as the sun comes up. Mats provided.', 'Boat Dock');

const showCards = () =>
  render(
    <MemoryRouter>
      {[seeded, edited].map((e) => (
        <EventCard key={e.id} event={e} locked={false} busy={false} onRsvp={vi.fn()} onWaitlist={vi.fn()} />
      ))}
    </MemoryRouter>,
  );

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

describe("an event card in the camper's language", () => {
  it("shows the sample camp's event in Spanish, an edited title as written, and switches back to English at once", async () => {
    await switchLanguage('es');
    await loadAreas(['events', 'seed']);
    showCards();
    const yoga = await screen.findByRole('article', { name: 'Yoga al amanecer' });
    expect(yoga.querySelector('h3')?.textContent).toBe('Yoga al amanecer');
    expect(yoga.textContent).toContain('Estiramientos suaves para todas las edades mientras sale el sol.');
    expect(yoga.textContent).toContain('Terraza del lago');

    // An organizer changed the title: it reads as they wrote it, while the untouched words still follow the language.
    const mine = screen.getByRole('article', { name: 'Sunrise Yoga on the dock' });
    expect(mine.querySelector('h3')?.textContent).toBe('Sunrise Yoga on the dock');
    expect(mine.textContent).toContain('Embarcadero');

    await act(() => switchLanguage('en'));
    expect(screen.getByRole('article', { name: 'Sunrise Yoga' }).textContent).toContain('Lakeside Deck');
  });

  it('shows it in French too', async () => {
    await switchLanguage('fr');
    await loadAreas(['events', 'seed']);
    showCards();
    const yoga = await screen.findByRole('article', { name: 'Yoga au lever du soleil' });
    expect(yoga.textContent).toContain('Terrasse du lac');
  });
});
