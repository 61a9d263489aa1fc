import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { OutboxStatus } from '../../src/components/outbox-status';
import { mutate } from '../../src/db/mutate';
import { db } from '../../src/db/schema';
import { shownText } from '../../src/features/notifications/notification-text';
import { loadAreas, switchLanguage } from '../../src/i18n';
import { noticeSaid } from '../../src/lib/server-text';
import { drainOutbox } from '../../src/outbox/drain';
import { seedCamp } from './support/camp-seed';
import { fakeFetch, resetDb, tick } from './support/outbox-fixtures';

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

describe('what a queued change is called, in the camper’s language', () => {
  beforeEach(async () => {
    await resetDb();
    fakeFetch(() => 'network-error');
  });

  it('lists a waiting tick in Spanish, and in English words as before', async () => {
    const row = await mutate('packing.tick', { id: 1, checked: true });
    expect(row?.label).toBe("Tick 'Item 1'");
    await switchLanguage('es');
    render(<OutboxStatus />);
    fireEvent.click(await screen.findByRole('button', { name: '1 cambio pendiente' }));
    expect(await screen.findByText('Marcar «Item 1»', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descartar Marcar «Item 1»' })).toBeTruthy();
  });

  it('shows a change queued with only English words as they were written', async () => {
    await tick(2, true);
    await switchLanguage('fr');
    render(<OutboxStatus />);
    fireEvent.click(await screen.findByRole('button', { name: /1/ }));
    expect(await screen.findByText("Tick 'Item 2'", {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('a refused change’s notice, in the camper’s language', () => {
  beforeEach(() => seedCamp());

  it('says what was not saved and its button in Spanish, and keeps the English words stored', async () => {
    await mutate('events.rsvp', { eventId: 'e1', register: true });
    fakeFetch(() => ({ status: 409, body: { error: 'This event is full', code: 'event_full' } }));
    await drainOutbox();
    const notice = (await db.notifications.toArray()).find((n) => n.kind === 'changeRefused');
    if (!notice) throw new Error('no refusal notice');
    expect(notice).toMatchObject({ message: "RSVP to 'Archery' was not saved. This event is full", actionLabel: 'Open Events' });
    expect(noticeSaid(notice)?.message).toBe("RSVP to 'Archery' was not saved. This event is full");
    await switchLanguage('es');
    await loadAreas(['errors', 'outbox']);
    expect(noticeSaid(notice)?.message).toBe('Apuntarte a «Archery»: no se guardó. Este evento está completo');
    expect(shownText(notice).actionLabel).toBe('Abrir eventos');
  });
});
