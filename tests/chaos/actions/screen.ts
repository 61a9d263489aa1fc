/** How an action reaches and taps a control: by the app's own screens, as a camper would, in either engine. */
import { waitInPage } from '../../support/page-driver.js';
import type { Ledger } from '../ledger.js';
import type { Phone } from '../phones.js';
import type { Camp } from '../camp.js';
import type { Rng } from '../prng.js';

interface ActionContext {
  phone: Phone;
  camp: Camp;
  ledger: Ledger;
  rng: Rng;
  /** This action's number in the run. */
  action: number;
  /** A text no other action of the run writes. */
  uniqueText: (what: string) => string;
}

/** What an action did, for the run's log; `skipped` when the screen offered nothing to do (a poll already voted). */
interface ActionDone {
  what: string;
  skipped?: boolean;
}

export type Action = (ctx: ActionContext) => Promise<ActionDone>;

/** Opens `path` unless the phone shows it already. */
export async function openScreen(phone: Phone, path: string): Promise<void> {
  const here = await phone.drv.evaluate(() => location.pathname).catch(() => '');
  if (here !== path) await phone.drv.goto(`${phone.relay.url}${path}`);
}

/** A control inside a box: the first `box` whose text includes `text` (or whose label is it), then its first `control`. */
export interface Control {
  box: string;
  text?: string;
  control: string;
  /** The control's whole text must be one of these. */
  controlText?: string[];
}

/**
 * Finds the control (marking it `data-chaos-tap` when `mark`) and answers its state: a checkbox's `checked`, a
 * toggle's `aria-pressed`, else its text; null when it is not on the screen.
 */
function controlState(arg: Control & { mark: boolean }): string | null {
  const boxes = Array.from(document.querySelectorAll(arg.box)).filter(
    (el) => !arg.text || el.getAttribute('aria-label') === arg.text || (el.textContent ?? '').includes(arg.text),
  );
  const control = boxes
    .flatMap((box) => Array.from(box.querySelectorAll(arg.control)))
    .find((el) => !arg.controlText || arg.controlText.includes((el.textContent ?? '').trim()));
  if (!control) return null;
  if (arg.mark) {
    document.querySelectorAll('[data-chaos-tap]').forEach((el) => el.removeAttribute('data-chaos-tap'));
    control.setAttribute('data-chaos-tap', '');
    control.scrollIntoView({ block: 'center' });
  }
  return control.tagName === 'INPUT'
    ? String((control as HTMLInputElement).checked)
    : (control.getAttribute('aria-pressed') ?? (control.textContent ?? '').trim());
}

export const readControl = (phone: Phone, control: Control) => phone.drv.evaluate(controlState, { ...control, mark: false });

export const waitForControl = (phone: Phone, control: Control) =>
  waitInPage(phone.drv, controlState, { ...control, mark: false }, `the control ${JSON.stringify(control)}`);

/** Waits for the control, taps it, and answers its state before the tap. */
export async function tapMarked(phone: Phone, control: Control): Promise<string | null> {
  await waitForControl(phone, control);
  const before = await phone.drv.evaluate(controlState, { ...control, mark: true });
  await phone.drv.click({ css: '[data-chaos-tap]' });
  return before;
}

/** Taps the control and answers the state it showed once that changed, or undefined when it did not within 3 s. */
export async function tapControl(phone: Phone, control: Control): Promise<string | undefined> {
  const before = await tapMarked(phone, control);
  const after = await shownAfter(phone, () => readControl(phone, control), before);
  return after === before || after === null ? undefined : after;
}

/** Reads the screen until it differs from `before` and `settled` accepts it, for up to 3 s; answers the last read. */
export async function shownAfter<T>(
  phone: Phone,
  read: () => Promise<T>,
  before: T,
  settled: (state: T) => boolean = () => true,
): Promise<T> {
  const end = Date.now() + 3000;
  let now = before;
  while (Date.now() < end) {
    now = await read().catch(() => now);
    if (now !== before && settled(now)) return now;
    await new Promise((r) => setTimeout(r, 30));
  }
  return now;
}
