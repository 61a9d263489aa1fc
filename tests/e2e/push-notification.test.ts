import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startE2eServer, type Browser, type E2eServer } from '../support/e2e.js';
import { apiLogin, eventually, openSignedIn, waitForServiceWorker } from '../support/e2e-session.js';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Shown {
  title: string;
  body: string;
  path: string;
}
const shownNotifications = () =>
  browser.page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, path: (n.data as { path: string }).path }));
  });

describe('a push reaching the service worker', () => {
  it('shows the notice with its title and short line, and keeps its action path for the tap', async () => {
    const { page, context } = browser;
    const origin = new URL(server.url).origin;
    await context.grantPermissions(['notifications'], { origin });
    await openSignedIn(page, server.url, await apiLogin(server.url), '/');
    await waitForServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin));
        if (found) resolve(found.registrationId);
      });
      void cdp.send('ServiceWorker.enable');
    });
    const data = JSON.stringify({ title: 'Event time changed', body: 'Canoe Trip has a new time.', path: '/events' });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });

    let shown: Shown[] = [];
    await eventually(async () => (shown = await shownNotifications()).length === 1, 'the notification shown');
    expect(shown).toEqual([{ title: 'Event time changed', body: 'Canoe Trip has a new time.', path: '/events' }]);

    // A payload that is not JSON still shows, and a tap leads to the inbox.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: 'Something new at camp' });
    await eventually(async () => (shown = await shownNotifications()).length === 2, 'the second notification shown');
    expect(shown).toContainEqual({ title: 'Camp Weekend', body: 'Something new at camp', path: '/notifications' });
    await cdp.detach();
  });
});
