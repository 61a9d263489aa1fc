/** Writing to the run's group chat, and reacting to one of its messages. */
import { waitFor } from '../../support/page-driver.js';
import type { Phone } from '../phones.js';
import { openScreen, shownAfter, tapControl, type Action } from './screen.js';

/** Opens the run's group conversation (the chat list first, as after a reload). */
async function openChat(phone: Phone, name: string): Promise<void> {
  await openScreen(phone, '/chat');
  const open = await phone.drv.evaluate(() => Boolean(document.querySelector('input[aria-label="Message"]')));
  if (!open) await phone.drv.click({ css: 'button', text: name });
  await waitFor(phone.drv, { css: 'input[aria-label="Message"]' });
}

const messageShown = (phone: Phone, text: string) =>
  phone.drv.evaluate(
    (t: string) => Array.from(document.querySelectorAll('[data-testid="message-text"]')).some((el) => el.textContent === t),
    text,
  );

export const sendMessage: Action = async ({ phone, camp, ledger, action, uniqueText }) => {
  await openChat(phone, camp.conversation.name);
  const text = uniqueText('message');
  await phone.drv.fill({ css: 'input[aria-label="Message"]' }, text);
  await phone.drv.click({ css: 'button[aria-label="Send"]' });
  const shown = await shownAfter(phone, () => messageShown(phone, text), false);
  ledger.wrote({ phone: phone.name, kind: 'message', text, shown, action });
  return { what: `message "${text}"${shown ? '' : ' (not shown)'}` };
};

/** The chat's messages written by the run, newest last. */
const runMessages = () =>
  Array.from(document.querySelectorAll('[data-testid="message-text"]'), (el) => el.textContent ?? '').filter((t) => t.startsWith('chaos '));

export const react: Action = async ({ phone, camp, ledger, rng, action }) => {
  await openChat(phone, camp.conversation.name);
  const texts = (await phone.drv.evaluate(runMessages)).slice(-5);
  if (texts.length === 0) return { what: 'react: no message yet', skipped: true };
  const text = rng.pick(texts);
  const emoji = rng.pick(['👍', '❤️']);
  await phone.drv.click({ css: 'button[aria-label="Message actions"]', in: { css: '[data-testid="message"]', text } });
  const control = { box: '[data-testid="message"]', text, control: `button[aria-label="React with ${emoji}"]` };
  const state = await tapControl(phone, control);
  const shown = state === undefined ? undefined : state === 'true';
  const camperId = phone.camper.session.user.id;
  ledger.showed({ phone: phone.name, camperId, kind: 'react', target: `${text} ${emoji}`, shown, action });
  return { what: `react ${emoji} to "${text}": ${shown === undefined ? 'no change shown' : shown ? 'on' : 'off'}` };
};
