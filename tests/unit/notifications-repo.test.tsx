import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/db/schema';
import {
  addNotification,
  clearAll,
  markAllRead,
  markRead,
  remove,
  seedWelcomeNotifications,
} from '../../src/db/notifications/notifications-store';

const inbox = () => db.notifications.orderBy('timestamp').reverse().toArray();

beforeEach(async () => {
  await Promise.all([db.notifications.clear(), db.meta.clear()]);
});

describe('the notifications inbox in IndexedDB', () => {
  it('preloads the three welcome notifications once, pointing at packing, photos and settings', async () => {
    expect(await seedWelcomeNotifications()).toBe(true);
    const list = await inbox();
    expect(list.map((n) => n.actionPath)).toEqual(['/packing', '/photos', '/more']);
    expect(list.every((n) => !n.read)).toBe(true);
    expect(await seedWelcomeNotifications()).toBe(false);
    expect(await db.notifications.count()).toBe(3);
  });

  it('does not bring the welcome notifications back once cleared, or once one was removed', async () => {
    await seedWelcomeNotifications();
    await remove('welcome-photos');
    expect(await seedWelcomeNotifications()).toBe(false);
    expect((await inbox()).map((n) => n.id)).toEqual(['welcome-packing', 'welcome-dark-mode']);
    await clearAll();
    expect(await seedWelcomeNotifications()).toBe(false);
    expect(await db.notifications.count()).toBe(0);
  });

  it('marks one read, then all read, leaving read ones as they are', async () => {
    const a = await addNotification({ title: 'Not saved', message: 'RSVP was not saved.', type: 'error' });
    const b = await addNotification({ title: 'Heads up', message: 'Lunch moved.', type: 'info' });
    await markRead(a);
    expect((await db.notifications.get(a))?.read).toBe(true);
    expect((await db.notifications.get(b))?.read).toBe(false);
    await markAllRead();
    expect((await inbox()).map((n) => n.read)).toEqual([true, true]);
  });

  it('removes a single notification and clears all', async () => {
    const a = await addNotification({ title: 'One', message: 'm', type: 'info' });
    await addNotification({ title: 'Two', message: 'm', type: 'info' });
    await remove(a);
    expect((await inbox()).map((n) => n.title)).toEqual(['Two']);
    await clearAll();
    expect(await db.notifications.count()).toBe(0);
  });
});
