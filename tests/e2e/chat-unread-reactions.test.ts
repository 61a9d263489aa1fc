import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageReactions, messages, users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, openSignedIn, waitForServiceWorker } from '../support/e2e-session.js';

let server: E2eServer;
let carl: Browser;
let dana: Browser;

beforeAll(async () => {
  server = await startE2eServer();
  const passwordHash = await hashPassword('campfire-2025');
  await server.database.db.insert(users).values([
    { email: 'carl.reed@camp.test', passwordHash, role: 'camper', status: 'approved', firstName: 'Carl', lastName: 'Reed' },
    { email: 'dana.moss@camp.test', passwordHash, role: 'camper', status: 'approved', firstName: 'Dana', lastName: 'Moss' },
  ]);
  carl = await launchBrowser();
  dana = await launchBrowser();
});
afterAll(async () => {
  await carl?.close();
  await dana?.close();
  await server?.close();
});

async function open(page: Page, email: string, path: string): Promise<void> {
  await openSignedIn(page, server.url, await apiLogin(server.url, email, 'campfire-2025'), path);
  // Carl goes offline later: the service worker must be serving the page by then.
  await waitForServiceWorker(page);
}

/** The Chat entry of the bottom navigation (the phone-sized screen's menu). */
const chatEntry = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Chat/ });
const chatBadge = (page: Page) => chatEntry(page).getByTestId('chat-unread-badge');

async function send(page: Page, text: string): Promise<void> {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

const lakeMessage = (page: Page) => page.getByTestId('message').filter({ hasText: 'Lake at 4?' });

describe('chat between two campers: unread counts, reactions and photos', () => {
  it("shows 1 on the receiver's Chat tab, then 0 once the conversation is opened", async () => {
    await open(carl.page, 'carl.reed@camp.test', '/events');
    await open(dana.page, 'dana.moss@camp.test', '/chat');

    await dana.page.getByRole('button', { name: 'New' }).click();
    await dana.page.getByPlaceholder('Search by name or email').fill('carl');
    await dana.page.getByRole('button', { name: /Carl Reed/ }).click();
    await dana.page.getByRole('button', { name: 'Create' }).click();
    await dana.page.getByText('Conversation created successfully!').waitFor();
    await send(dana.page, 'Lake at 4?');

    await expect.poll(() => chatBadge(carl.page).textContent(), { timeout: 20_000 }).toBe('1');
    await chatEntry(carl.page).click();
    const row = carl.page.getByRole('button', { name: /Dana Moss/ });
    expect(await row.getByTestId('conversation-unread').textContent()).toBe('1');
    await row.click();
    await lakeMessage(carl.page).waitFor();
    await expect.poll(() => chatBadge(carl.page).count(), { timeout: 10_000 }).toBe(0);
    await carl.page.getByRole('button', { name: 'Back to conversations' }).click();
    expect(
      await carl.page
        .getByRole('button', { name: /Dana Moss/ })
        .getByTestId('conversation-unread')
        .count(),
    ).toBe(0);
    // The server agrees: the read reached it.
    const list = (await (
      await fetch(`${server.url}/api/conversations`, {
        headers: { authorization: `Bearer ${(await apiLogin(server.url, 'carl.reed@camp.test', 'campfire-2025')).token}` },
      })
    ).json()) as { unread_count: number }[];
    expect(list.map((c) => c.unread_count)).toEqual([0]);
  });

  it('sends a reaction and a photo message made offline exactly once after reconnecting', async () => {
    const onServer = async () => ({
      reactions: (await server.database.db.select().from(messageReactions).where(eq(messageReactions.emoji, '👍'))).length,
      photos: (
        await server.database.db
          .select()
          .from(messages)
          .where(and(eq(messages.type, 'image'), eq(messages.content, 'The dock')))
      ).length,
    });
    const page = carl.page;
    await page.getByRole('button', { name: /Dana Moss/ }).click();
    await lakeMessage(page).waitFor();

    await carl.context.setOffline(true);
    await lakeMessage(page).getByRole('button', { name: 'Message actions' }).click();
    await lakeMessage(page).getByRole('button', { name: 'React with 👍' }).click();
    const chip = lakeMessage(page).getByTestId('reaction-chip');
    await chip.waitFor();
    expect(await chip.textContent()).toBe('👍 1');
    expect(await chip.getAttribute('aria-pressed')).toBe('true');

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Add a photo').setInputFiles({ name: 'dock.jpg', mimeType: 'image/jpeg', buffer: photo });
    await send(page, 'The dock');
    const dock = page.getByTestId('message').filter({ hasText: 'The dock' });
    await dock.locator('img[src^="blob:"]').waitFor();
    await dock.getByText('Waiting to send').waitFor();
    expect(await onServer()).toEqual({ reactions: 0, photos: 0 });

    await carl.context.setOffline(false);
    await expect.poll(onServer, { timeout: 30_000 }).toEqual({ reactions: 1, photos: 1 });
    await expect.poll(() => page.locator('[data-status="waiting"]').count(), { timeout: 20_000 }).toBe(0);
    // Dana sees both, live.
    await lakeMessage(dana.page).getByTestId('reaction-chip').filter({ hasText: '👍 1' }).waitFor({ timeout: 20_000 });
    await dana.page.getByTestId('message').filter({ hasText: 'The dock' }).locator('img').waitFor({ timeout: 20_000 });
    // Nothing is sent again: after another round trip (Dana's reply reaching Carl) the server still holds one of each.
    await send(dana.page, 'Nice photo');
    await page.getByTestId('message-text').filter({ hasText: 'Nice photo' }).waitFor({ timeout: 20_000 });
    expect(await onServer()).toEqual({ reactions: 1, photos: 1 });
  });
});
