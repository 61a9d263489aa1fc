// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mutate } from '../../src/db/mutate';
import { outcomeOf } from '../../src/db/outcomes-repo';
import { db } from '../../src/db/schema';
import { loadAreas, switchLanguage } from '../../src/i18n';
import { noticeSaid } from '../../src/lib/server-text';
import { drainOutbox } from '../../src/outbox/drain';
import { seedCamp } from './support/camp-seed';
import { fakeFetch } from './support/outbox-fixtures';

const full = { status: 409, body: { error: 'This event is full', code: 'event_full' } };
const ended = { status: 409, body: { error: 'This event has ended', code: 'event_ended' } };

async function refusedRsvp(answer = full): Promise<string> {
  const row = await mutate('events.rsvp', { eventId: 'e1', register: true });
  if (!row) throw new Error('nothing was queued');
  fakeFetch(() => answer);
  await drainOutbox();
  return row.id;
}

beforeEach(() => seedCamp());
afterEach(() => switchLanguage('en'));

describe('what the server says, in the camper’s language', () => {
  it('keeps the code of a refused change and shows it in Spanish, or as the server said it in English', async () => {
    const id = await refusedRsvp();
    expect(await db.outcomes.get(id)).toMatchObject({ reason: 'This event is full', code: 'event_full' });
    expect(await outcomeOf(id)).toMatchObject({ state: 'refused', reason: 'This event is full' });
    await switchLanguage('es');
    expect(await outcomeOf(id)).toMatchObject({ state: 'refused', reason: 'Este evento está completo', code: 'event_full' });
  });

  it('says the refusal notice in French, with the server’s reason translated by its code', async () => {
    await refusedRsvp();
    const notice = (await db.notifications.toArray()).find((n) => n.kind === 'changeRefused');
    if (!notice) throw new Error('no refusal notice');
    expect(noticeSaid(notice)).toEqual({ title: 'Not saved', message: notice.message });
    await switchLanguage('fr');
    await loadAreas(['errors']);
    expect(noticeSaid(notice)?.title).toBe('Non enregistré');
    expect(noticeSaid(notice)?.message).toMatch(/non enregistré\. Cet événement est complet$/);
  });

  it('says "This event has ended" in the notice of an RSVP that reached the server after its event ended, in English and Spanish', async () => {
    const id = await refusedRsvp(ended);
    const notice = (await db.notifications.toArray()).find((n) => n.kind === 'changeRefused');
    if (!notice) throw new Error('no refusal notice');
    expect(noticeSaid(notice)).toEqual({ title: 'Not saved', message: "RSVP to 'Archery' was not saved. This event has ended" });
    await switchLanguage('es');
    await loadAreas(['errors']);
    expect(noticeSaid(notice)?.message).toMatch(/Archery.*\. Este evento ha terminado$/);
    expect(await outcomeOf(id)).toMatchObject({ state: 'refused', reason: 'Este evento ha terminado', code: 'event_ended' });
  });

  it('shows a server notice of a known kind in Spanish, and one of an unknown kind as stored', async () => {
    await switchLanguage('es');
    expect(
      noticeSaid({
        title: 'Event time changed',
        message: 'Kayak Relay has a new time.',
        kind: 'eventMoved',
        params: { event: 'Kayak Relay' },
      }),
    ).toEqual({
      title: 'Cambió la hora del evento',
      message: 'Kayak Relay tiene una nueva hora.',
    });
    // The sample camp's own event names are the camp's words, and come in the camper's language too.
    expect(noticeSaid({ title: 'Event time changed', message: '', kind: 'eventMoved', params: { event: 'Canoe Trip' } })?.message).toBe(
      'Excursión en canoa tiene una nueva hora.',
    );
    expect(noticeSaid({ title: 'Something new', message: 'From a newer server', kind: 'somethingNew', params: {} })).toBeUndefined();
  });
});
