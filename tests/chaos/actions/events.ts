/**
 * RSVP and Cancel RSVP on the run's upcoming events (capacity 1000: never full). The RSVP button reads Updating…
 * while the change is on its way, so what the card shows is read from its other button: Change party once
 * registered, Who's coming? before.
 */
import { openScreen, readControl, shownAfter, tapMarked, waitForControl, type Action, type Control } from './screen.js';

const REGISTERED = 'Change party';
const NOT_REGISTERED = "Who's coming?";

export const rsvp: Action = async ({ phone, camp, ledger, rng, action }) => {
  await openScreen(phone, '/events');
  const { title } = rng.pick(camp.events);
  const card = { box: 'article[data-event-id]', text: title, control: 'button' };
  const button: Control = { ...card, controlText: ['RSVP', 'Cancel RSVP'] };
  const standing: Control = { ...card, controlText: [REGISTERED, NOT_REGISTERED] };
  await waitForControl(phone, button);
  const before = await readControl(phone, standing);
  await tapMarked(phone, button);
  const state = await shownAfter(phone, () => readControl(phone, standing), before);
  const shown = state === before || state === null ? undefined : state === REGISTERED;
  ledger.showed({ phone: phone.name, camperId: phone.camper.session.user.id, kind: 'rsvp', target: title, shown, action });
  return { what: `rsvp "${title}": ${shown === undefined ? 'no change shown' : shown ? 'registered' : 'not registered'}` };
};
