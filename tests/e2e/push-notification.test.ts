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
  it('shows the notice with its title and short line, and a tap brings the open window to its action path', async () => {
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

    // A tap: inside the service worker, the shown notification goes to its notificationclick listener
    // as a NotificationEvent; the camper's open window lands on the exact item.
    const path = '/events#event-4b7f2c1e-0d6a-4c55-9a43-2f1f9c0e8d11';
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({ title: 'Event time changed', body: 'Night Swim has a new time.', path }),
    });
    await eventually(async () => (shown = await shownNotifications()).some((n) => n.path === path), 'the third notification shown');
    const worker = context.serviceWorkers().find((w) => w.url().startsWith(origin));
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(async (tapped) => {
      const scope = globalThis as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const notification = (await scope.registration.getNotifications()).find((n) => (n.data as { path: string }).path === tapped);
      if (!notification) throw new Error('the notification is not shown');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    }, path);
    await page.waitForURL((u) => u.pathname + u.hash === path, { timeout: 15_000 });
    expect(context.pages()).toHaveLength(1);
    // The tapped notice is closed; the others stay.
    await eventually(async () => !(shown = await shownNotifications()).some((n) => n.path === path), 'the tapped notification closed');
    expect(shown).toHaveLength(2);
    await cdp.detach();
  });
});
