import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampEvent } from '../../contracts/events';
import type { Rule } from '../../contracts/rules';
import { EventCard } from '../../src/features/events/components/event-card';
import { LocationList } from '../../src/features/map/components/location-list';
import { RuleCard } from '../../src/features/rules/components/rule-card';
import { loadAreas, switchLanguage } from '../../src/i18n';
import { MemoryRouter } from 'react-router-dom';
import { campEvent } from '../support/camp-event';

const event = (id: string, title: string, description: string, location: string): CampEvent =>
  campEvent({
    id,
    title,
    description,
    location,
    event_time: '2025-09-06T14:00:00.000Z',
    end_time: '2025-09-06T14:45:00.000Z',
    capacity: 15,
    available_spots: 15,
  });
const seeded = event('e1', 'Sunrise Yoga', 'Gentle stretching for all ages as the sun comes up. Mats provided.', 'Lakeside Deck');
const edited = event('e2', 'Sunrise Yoga on the dock', 'Gentle stretching for all ages as the sun comes up. Mats provided.', 'Boat Dock');

const showCards = () =>
  render(
    <MemoryRouter>
      {[seeded, edited].map((e) => (
        <EventCard key={e.id} event={e} ended={false} locked={false} busy={false} onRsvp={vi.fn()} onWaitlist={vi.fn()} />
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

describe("the sample camp's rules and map locations in the camper's language", () => {
  const rule = (id: string, title: string): Rule => ({
    id,
    title,
    description: 'Quiet hours are from 10 PM to 7 AM. Keep voices and music low so little ones (and their parents) can sleep.',
    category: 'General',
    importance: 'high',
    lastUpdated: '2025-08-01T00:00:00.000Z',
    updatedBy: 'Camp Admin',
  });

  it('shows a sample rule and location in Spanish, and the ones an organizer wrote as written', async () => {
    await switchLanguage('es');
    await loadAreas(['rules', 'map', 'seed']);
    render(
      <ul>
        <RuleCard rule={rule('r1', 'Quiet Hours')} />
        <RuleCard rule={rule('r2', 'Quiet Hours after the campfire')} />
      </ul>,
    );
    const quiet = await screen.findByRole('listitem', { name: 'Horas de silencio' });
    expect(quiet.textContent).toContain('Las horas de silencio van de 22:00 a 7:00.');
    screen.getByRole('listitem', { name: 'Quiet Hours after the campfire' });
    cleanup();

    const place = { icon: 'Home' as const, position: 0 };
    render(
      <LocationList
        locations={[
          {
            ...place,
            id: 'l1',
            name: 'Parking Area',
            description: 'Park here on arrival and keep the lodge drive clear for emergency vehicles.',
          },
          { ...place, id: 'l2', name: 'Overflow Parking', description: 'Behind the barn.' },
        ]}
        editing={false}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const parking = await screen.findByRole('listitem', { name: 'Aparcamiento' });
    expect(parking.textContent).toContain('Aparca aquí al llegar');
    expect(screen.getByRole('listitem', { name: 'Overflow Parking' }).textContent).toContain('Behind the barn.');
  });
});
