/**
 * Taps are kept from the moment they show, in any engine: offline, three packing items ticked and one
 * unticked, then the page reloaded at once, without waiting for anything to be written; and a tick
 * followed at once by the app being closed and opened again. Each screen shows the last state, and
 * once the signal returns the server holds exactly that.
 */
import { expect } from 'vitest';
import type { PackingItem } from '../../contracts/packing';
import { waitInPage, type PageDriver, type Target } from '../support/page-driver.js';
import type { World } from '../support/scenario-world.js';
import { eventually, outboxCount, signIn } from './app-steps.js';

const box = (item: string): Target => ({ css: 'input[type="checkbox"]', in: { css: 'label', text: item } });

/** Waits until the packing list shows exactly these ticks (of the items named). */
const showsTicks = (drv: PageDriver, ticks: Record<string, boolean>) =>
  waitInPage(
    drv,
    (want: Record<string, boolean>) =>
      Object.entries(want).every(([item, checked]) => {
        const label = Array.from(document.querySelectorAll('label')).find((l) => l.textContent?.includes(item));
        return label?.querySelector('input')?.checked === checked;
      }),
    ticks,
    `the packing list to show ${JSON.stringify(ticks)}`,
    60_000,
  );

export async function tapsKept(drv: PageDriver, world: World): Promise<void> {
  const { relay } = world;
  const fern = await world.camper('fern.taps@camp.test', 'Fern', 'Hollow');
  const onServer = async () =>
    (await world.api<PackingItem[]>(fern, 'GET', '/packing')).body
      .filter((i) => i.is_checked)
      .map((i) => i.item_name)
      .sort();
  await signIn(drv, relay.url, 'fern.taps@camp.test');
  await drv.goto(`${relay.url}/packing`);
  await showsTicks(drv, { Swimsuit: false, Pillow: false, 'Laundry bag': false, 'Sun hat': false });

  // No signal: three ticks and an untick, and the page reloads at once.
  relay.cut();
  for (const item of ['Swimsuit', 'Pillow', 'Laundry bag', 'Pillow']) await drv.click(box(item));
  await drv.reload();
  const last = { Swimsuit: true, Pillow: false, 'Laundry bag': true };
  await showsTicks(drv, last);

  // A tick, and the app closed at once: the app opened again shows it.
  await drv.clickThenClose(box('Sun hat'), `${relay.url}/packing`);
  await showsTicks(drv, { ...last, 'Sun hat': true });

  // Signal again: the server holds exactly the last state.
  relay.restore();
  const want = ['Laundry bag', 'Sun hat', 'Swimsuit'];
  await eventually(
    async () => JSON.stringify(await onServer()) === JSON.stringify(want),
    `exactly ${want.join(', ')} ticked on the server`,
  );
  await eventually(async () => (await outboxCount(drv)) === 0, 'an empty outbox on the phone');
  expect(await onServer()).toEqual(want);
  await showsTicks(drv, { ...last, 'Sun hat': true });
}
