/** Ticking and unticking a packing item (the screen's first items, so phones come back to the same ones). */
import { waitInPage } from '../../support/page-driver.js';
import { openScreen, tapControl, type Action } from './screen.js';

/** The list's item names that no other line's text contains (so a name finds one line). */
function itemNames(): string[] {
  const lines = Array.from(document.querySelectorAll('li label')).filter((l) => l.querySelector('input[type="checkbox"]'));
  const names = lines.map((l) => l.querySelector('input + span > span')?.textContent ?? '').filter(Boolean);
  return names.filter((n) => lines.filter((l) => (l.textContent ?? '').includes(n)).length === 1).slice(0, 10);
}

const itemNamesReady = () => document.querySelectorAll('li label input[type="checkbox"]').length > 10;

export const tick: Action = async ({ phone, ledger, rng, action }) => {
  await openScreen(phone, '/packing');
  await waitInPage(phone.drv, itemNamesReady, null, 'the packing list');
  const name = rng.pick(await phone.drv.evaluate(itemNames));
  const shown = await tapControl(phone, { box: 'li label', text: name, control: 'input[type="checkbox"]' });
  ledger.showed({
    phone: phone.name,
    camperId: phone.camper.session.user.id,
    kind: 'tick',
    target: name,
    shown: shown === undefined ? undefined : shown === 'true',
    action,
  });
  return { what: `tick ${name}: ${shown === undefined ? 'no change shown' : shown === 'true' ? 'ticked' : 'unticked'}` };
};
