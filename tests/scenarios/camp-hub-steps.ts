/**
 * What the camp-hub scenario (camp-hub.ts) reads and does in a phone, in any engine: whose live sockets crossed the
 * camp's DNS, when a message was tapped and when it showed, a photo handed to the photo field, and the rows the
 * phone's IndexedDB holds.
 */
import type { CampHubWorld } from '../support/camp-hub-world.js';
import type { Session } from '../support/e2e-session.js';
import type { PageDriver } from '../support/page-driver.js';
import type { Exchange } from '../support/relay.js';
import { eventually } from './app-steps.js';

/** The person a live socket's `?token=` belongs to (the token's `sub`), read as the server would. */
function socketPerson(exchange: Exchange): string | undefined {
  const token = /[?&]token=([^&]+)/.exec(exchange.target)?.[1];
  const payload = token ? decodeURIComponent(token).split('.')[1] : undefined;
  if (!payload) return undefined;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: string }).sub;
}

/** Whether each of `people` has opened a live socket through the relay since its traffic was last reset. */
export const socketsOpened = (world: CampHubWorld, people: Session[]) => {
  const opened = new Set(
    world.dns
      .exchanges()
      .filter((e) => e.status === 101)
      .map(socketPerson),
  );
  return people.every((p) => opened.has(p.user.id));
};

/** Notes, in the page, when a message with `text` first shows (`window.shownAt`, the machine's clock). */
export const watchFor = (drv: PageDriver, text: string) =>
  drv.evaluate((t: string) => {
    const w = window as unknown as { shownAt?: number };
    const seen = () => Array.from(document.querySelectorAll('[data-testid="message"]')).some((m) => m.textContent?.includes(t));
    new MutationObserver((_, observer) => {
      if (!seen()) return;
      w.shownAt = Date.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);

/** Notes, in the page, when the Send button is tapped (`window.sentAt`). */
export const watchSend = (drv: PageDriver) =>
  drv.evaluate(() => {
    const w = window as unknown as { sentAt?: number };
    document.addEventListener(
      'click',
      (e) => {
        if ((e.target as Element).closest('button[aria-label="Send"]')) w.sentAt ??= Date.now();
      },
      { capture: true },
    );
  });

export const noted = async (drv: PageDriver, name: 'shownAt' | 'sentAt') => {
  const at = await drv.evaluate((n: string) => (window as unknown as Record<string, number | undefined>)[n] ?? null, name);
  if (at === null) throw new Error(`${drv.engine}: ${name} was never noted`);
  return at;
};

/** Picks `jpeg` in the Create Post dialog's photo field, as the phone's photo picker hands a file over. */
export const pickPhoto = (drv: PageDriver, jpeg: Buffer) =>
  drv.evaluate((base64: string) => {
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
    if (!input) throw new Error('no photo field');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const files = new DataTransfer();
    files.items.add(new File([bytes], 'jetty.jpg', { type: 'image/jpeg' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, jpeg.toString('base64'));

/** Every row of one of the phone's IndexedDB stores (the app's Dexie tables), read straight from the database. */
export const phoneRows = <T>(drv: PageDriver, store: string) =>
  drv.evaluate(
    (name: string) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('camp-weekend');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const idb = open.result;
          const all = idb.transaction(name, 'readonly').objectStore(name).getAll();
          all.onsuccess = () => {
            resolve(all.result as T[]);
            idb.close();
          };
          all.onerror = () => reject(all.error ?? new Error('read failed'));
        };
      }),
    store,
  );

/** Waits until the cloud has answered no pull for 2 s: the phones' reconnect and its follow-ups are over. */
export async function pullsSettled(world: CampHubWorld): Promise<void> {
  let seen = -1;
  let since = Date.now();
  await eventually(
    async () => {
      const now = world.cloudPulls().length;
      if (now !== seen) [seen, since] = [now, Date.now()];
      return now > 0 && Date.now() - since >= 2000;
    },
    'the phones’ pulls at the cloud to settle',
    60_000,
  );
}
