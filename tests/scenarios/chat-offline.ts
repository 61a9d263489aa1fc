/**
 * Chat, in any engine: Brook writes to Alder before Alder opens the app. Alder's Chat tab shows 2 unread, and
 * opening the conversation reads them (on the phone and on the server). Offline, Alder replies: the reply shows at
 * once, waiting to be sent, while Brook writes again. When the signal returns the reply reaches the server exactly
 * once and Brook's message reaches Alder's screen; one Brook sends after that arrives live.
 */
import { expect } from 'vitest';
import type { Conversation, Message } from '../../contracts/chat';
import { waitFor, waitInPage, type PageDriver, type Target } from '../support/page-driver.js';
import type { World } from '../support/scenario-world.js';
import { eventually, outboxCount, outboxHolds, signIn } from './app-steps.js';

const message = (text: string): Target => ({ css: '[data-testid="message"]', text });
const conversationRow: Target = { css: 'button', text: 'Brook Moss' };

export async function chatOffline(drv: PageDriver, world: World): Promise<void> {
  const { relay } = world;
  const api = world.api.bind(world);
  const alder = await world.camper('alder.chat@camp.test', 'Alder', 'Reed');
  const brook = await world.camper('brook.chat@camp.test', 'Brook', 'Moss');
  const chat = (await api<Conversation>(brook, 'POST', '/conversations', { type: 'direct', member_ids: [alder.user.id] })).body;
  const write = async (content: string) =>
    expect((await api(brook, 'POST', `/conversations/${chat.id}/messages`, { content, type: 'text' })).status).toBe(201);
  /** How many copies of `content` the server holds (read as Brook, whose reading changes nothing of Alder's). */
  const onServer = async (content: string) =>
    (await api<Message[]>(brook, 'GET', `/conversations/${chat.id}/messages`)).body.filter((m) => m.content === content).length;
  await write('Canoes at 4?');
  await write('Bring the paddles');

  await signIn(drv, world.relay.url, 'alder.chat@camp.test');
  await waitFor(drv, { css: '[data-testid="chat-unread-badge"]', text: '2' });
  await drv.goto(`${relay.url}/chat`);
  await waitFor(drv, { css: '[data-testid="conversation-unread"]', text: '2', in: conversationRow });
  await drv.click(conversationRow);
  await waitFor(drv, message('Bring the paddles'));
  await waitInPage(drv, () => !document.querySelector('[data-testid="chat-unread-badge"]'), null, 'the Chat tab without unread messages');
  await eventually(
    async () => (await api<Conversation[]>(alder, 'GET', '/conversations')).body.find((c) => c.id === chat.id)?.unread_count === 0,
    'the read reaching the server',
  );

  // No signal: the reply is on the screen at once and kept on the phone.
  relay.cut();
  await drv.fill({ css: 'input[aria-label="Message"]' }, 'On my way');
  await drv.click({ css: 'button[aria-label="Send"]' });
  await waitFor(drv, { css: '[data-testid="message"][data-status="waiting"]', text: 'On my way' });
  await outboxHolds(drv, 1);
  await write('Life jackets too');
  expect(await onServer('On my way')).toBe(0);

  relay.restore();
  await eventually(async () => (await onServer('On my way')) === 1, 'the reply on the server');
  await waitFor(drv, message('Life jackets too'), 90_000);
  await waitInPage(drv, () => !document.querySelector('[data-status="waiting"]'), null, 'the reply sent', 60_000);
  await eventually(async () => (await outboxCount(drv)) === 0, 'the reply gone from the outbox');

  // With signal, Brook's next message arrives without a tap; the reply is still stored once.
  await write('See you at the dock');
  await waitFor(drv, message('See you at the dock'), 60_000);
  expect(await onServer('On my way')).toBe(1);
}
