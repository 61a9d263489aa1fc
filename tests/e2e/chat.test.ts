import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { asc, eq, like } from 'drizzle-orm';
import { conversations, messages, users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { waitForServiceWorker } from '../support/e2e-session.js';

let server: E2eServer;
let alice: Browser;
let bob: Browser;

beforeAll(async () => {
  server = await startE2eServer();
  const passwordHash = await hashPassword('campfire-2025');
  await server.database.db.insert(users).values([
    { email: 'alice.hart@camp.test', passwordHash, role: 'camper', status: 'approved', firstName: 'Alice', lastName: 'Hart' },
    { email: 'bob.stone@camp.test', passwordHash, role: 'camper', status: 'approved', firstName: 'Bob', lastName: 'Stone' },
  ]);
  alice = await launchBrowser();
  bob = await launchBrowser();
});
afterAll(async () => {
  await alice?.close();
  await bob?.close();
  await server?.close();
});

/** Signs in through the API and opens /chat with that session. */
async function openChat(page: Page, email: string): Promise<void> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'campfire-2025' }),
  });
  const session = (await res.json()) as { token: string; user: unknown };
  await page.goto(`${server.url}/landing`);
  await page.evaluate(
    (s) =>
      localStorage.setItem('auth-storage', JSON.stringify({ state: { user: s.user, token: s.token, isAuthenticated: true }, version: 0 })),
    session,
  );
  await page.goto(`${server.url}/chat`);
  // The tests go offline later: the service worker must be serving this page by then.
  await waitForServiceWorker(page);
  await page.getByRole('heading', { name: 'Messages' }).waitFor();
}

/** The offline messages the server holds, in their stored order. */
const offlineOnServer = async () =>
  (
    await server.database.db
      .select({ content: messages.content })
      .from(messages)
      .where(like(messages.content, 'Offline%'))
      .orderBy(asc(messages.createdAt))
  ).map((m) => m.content);

const texts = (page: Page) => page.getByTestId('message-text').allInnerTexts();

/** The message texts stored on the phone (Dexie), whatever screen is shown. */
const storedTexts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('camp-weekend');
        open.onerror = () => reject(new Error(open.error?.message));
        open.onsuccess = () => {
          const all = open.result.transaction('messages').objectStore('messages').getAll();
          all.onerror = () => reject(new Error(all.error?.message));
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { content: string }[]).map((m) => m.content));
          };
        };
      }),
  );

async function send(page: Page, text: string): Promise<void> {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

describe('chat between two campers', () => {
  it('creates a direct conversation and chats live', async () => {
    await openChat(alice.page, 'alice.hart@camp.test');
    await openChat(bob.page, 'bob.stone@camp.test');

    await alice.page.getByRole('button', { name: 'New' }).click();
    const create = alice.page.getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);
    await alice.page.getByPlaceholder('Search by name or email').fill('STONE');
    await alice.page.getByRole('button', { name: /Bob Stone/ }).click();
    await create.click();
    await alice.page.getByText('Conversation created successfully!').waitFor();

    // Bob's list learns of it over the socket.
    await bob.page.getByRole('button', { name: /Alice Hart/ }).click();
    await send(alice.page, 'Hi Bob, canoe at 10?');
    await bob.page.getByTestId('message-text').filter({ hasText: 'Hi Bob, canoe at 10?' }).waitFor();
    await send(bob.page, 'Yes! See you at the dock');
    await alice.page.getByTestId('message-text').filter({ hasText: 'Yes! See you at the dock' }).waitFor();
    // Bob has the conversation open, so Alice's message shows as read.
    await alice.page.locator('[data-status="read"]').first().waitFor();
  });

  it('keeps messages typed offline waiting, then delivers exactly three, in order', async () => {
    await alice.context.setOffline(true);
    // The history opened before is readable offline, after a reload too.
    await alice.page.reload();
    await alice.page.getByRole('button', { name: /Bob Stone/ }).click();
    await expect.poll(() => texts(alice.page), { timeout: 10_000 }).toEqual(['Hi Bob, canoe at 10?', 'Yes! See you at the dock']);
    for (const text of ['Offline one', 'Offline two', 'Offline three']) await send(alice.page, text);
    await expect.poll(() => alice.page.locator('[data-status="waiting"]').count(), { timeout: 10_000 }).toBe(3);
    expect(await alice.page.getByText('Waiting to send').count()).toBe(3);
    expect(await offlineOnServer()).toEqual([]);
    expect((await texts(bob.page)).filter((t) => t.startsWith('Offline'))).toEqual([]);
    // On a 390 px phone the offline conversation fits the screen: the header says it is offline, and Send is in reach.
    await alice.page.getByText('Offline: messages wait and send when you reconnect').waitFor();
    expect(await alice.page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])).toEqual([390, 390]);
    for (const target of [
      alice.page.getByRole('button', { name: 'Send' }),
      alice.page.getByText('Offline: messages wait and send when you reconnect'),
    ]) {
      const box = await target.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }

    await alice.context.setOffline(false);
    await expect
      .poll(async () => (await texts(bob.page)).filter((t) => t.startsWith('Offline')), { timeout: 20_000 })
      .toEqual(['Offline one', 'Offline two', 'Offline three']);
    await expect.poll(() => alice.page.locator('[data-status="waiting"]').count(), { timeout: 20_000 }).toBe(0);
    // Nothing arrives twice, even after Alice's socket reconnects (Bob's reply reaching her live proves it) and catches up.
    await send(bob.page, 'Got all three');
    await alice.page.getByTestId('message-text').filter({ hasText: 'Got all three' }).waitFor({ timeout: 20_000 });
    expect(await offlineOnServer()).toEqual(['Offline one', 'Offline two', 'Offline three']);
    const all = ['Hi Bob, canoe at 10?', 'Yes! See you at the dock', 'Offline one', 'Offline two', 'Offline three', 'Got all three'];
    await expect.poll(() => texts(alice.page)).toEqual(all);
    expect(await texts(bob.page)).toEqual(all);
  });

  it('creates a group, deletes a message live, and lets a member leave', async () => {
    await alice.page.getByRole('button', { name: 'New' }).click();
    await alice.page.getByRole('button', { name: 'Group', exact: true }).click();
    await alice.page.getByPlaceholder('Search by name or email').fill('admin@');
    await alice.page.getByRole('button', { name: /Admin/ }).getByText('Admin', { exact: true }).waitFor();
    await alice.page.getByPlaceholder('Search by name or email').fill('bob');
    await alice.page.getByRole('button', { name: /Bob Stone/ }).click();
    await alice.page.getByRole('button', { name: 'Create' }).click();
    await alice.page.getByText('Group conversations require a name').waitFor();
    await alice.page.getByLabel('Name', { exact: true }).fill('Canoe crew');
    await alice.page.getByRole('button', { name: 'Create' }).click();
    await alice.page.getByText('Conversation created successfully!').waitFor();

    await bob.page.getByRole('button', { name: 'Back to conversations' }).click();
    await bob.page.getByRole('button', { name: /Canoe crew/ }).click();
    await send(alice.page, 'Wrong channel, sorry');
    await bob.page.getByTestId('message-text').filter({ hasText: 'Wrong channel, sorry' }).waitFor();
    // Delete is among a message's actions, not a bin on every message.
    const wrong = alice.page.locator('[data-status]').filter({ hasText: 'Wrong channel, sorry' });
    expect(await wrong.getByRole('button', { name: 'Delete message' }).isVisible()).toBe(false);
    await wrong.getByRole('button', { name: 'Message actions' }).click();
    await wrong.getByRole('button', { name: 'Delete message' }).click();
    await expect.poll(() => texts(bob.page), { timeout: 10_000 }).toEqual([]);

    await bob.page.getByRole('button', { name: 'Leave' }).click();
    await bob.page.getByText('Left conversation successfully').waitFor();
    expect(await bob.page.getByRole('button', { name: /Canoe crew/ }).count()).toBe(0);
    await alice.page.getByText('1 member', { exact: true }).waitFor();
  });

  it('stores live messages on the phone whatever screen is shown, readable there offline', async () => {
    await bob.page.getByRole('link', { name: 'Events' }).first().click();
    await bob.page.waitForURL(/\/events$/);
    await alice.page.getByRole('button', { name: 'Back to conversations' }).click();
    await alice.page.getByRole('button', { name: /Bob Stone/ }).click();
    await send(alice.page, 'Dinner at six by the lake');
    // Only the socket can bring it: the chat screen, which pulls messages, is not shown.
    await expect.poll(() => storedTexts(bob.page), { timeout: 10_000 }).toContain('Dinner at six by the lake');

    await bob.context.setOffline(true);
    await bob.page.getByRole('link', { name: 'Chat' }).first().click();
    // The list previews the last message.
    await bob.page.getByRole('button', { name: /Alice Hart.*Dinner at six by the lake/ }).click();
    await bob.page.getByTestId('message-text').filter({ hasText: 'Dinner at six by the lake' }).waitFor();
    await bob.context.setOffline(false);
  });

  it('starts a group offline with a message typed into it, and makes each exactly once when back online', async () => {
    const onServer = async () => ({
      groups: (await server.database.db.select().from(conversations).where(eq(conversations.name, 'Campfire crew'))).length,
      messages: (await server.database.db.select().from(messages).where(eq(messages.content, 'Campfire at nine, typed offline'))).length,
    });
    await alice.context.setOffline(true);
    await alice.page.getByRole('button', { name: 'New' }).click();
    await alice.page.getByRole('button', { name: 'Group', exact: true }).click();
    await alice.page.getByLabel('Name', { exact: true }).fill('Campfire crew');
    await alice.page.getByPlaceholder('Search by name or email').fill('bob');
    await alice.page.getByRole('button', { name: /Bob Stone/ }).click();
    await alice.page.getByRole('button', { name: 'Create' }).click();
    await alice.page.getByText('No connection: the conversation will be created for everyone when you are back online.').waitFor();
    await alice.page.getByRole('heading', { name: 'Campfire crew', level: 2 }).waitFor();
    await send(alice.page, 'Campfire at nine, typed offline');
    await alice.page.locator('[data-status="waiting"]').waitFor();
    expect(await onServer()).toEqual({ groups: 0, messages: 0 });

    await alice.context.setOffline(false);
    await expect.poll(onServer, { timeout: 20_000 }).toEqual({ groups: 1, messages: 1 });
    await expect.poll(() => alice.page.locator('[data-status="waiting"]').count(), { timeout: 20_000 }).toBe(0);
    // Bob's list learns of it over the socket.
    await bob.page.getByRole('button', { name: 'Back to conversations' }).click();
    await bob.page.getByRole('button', { name: /Campfire crew/ }).click();
    await bob.page.getByTestId('message-text').filter({ hasText: 'Campfire at nine, typed offline' }).waitFor();
    expect(await onServer()).toEqual({ groups: 1, messages: 1 });
  });
});
