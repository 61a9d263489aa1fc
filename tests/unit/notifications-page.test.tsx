import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../contracts/notifications';
import { seedWelcomeNotifications } from '../../src/db/notifications/notifications-store';
import { db } from '../../src/db/schema';
import { NotificationsPage } from '../../src/features/notifications/notifications-page';
import { loadAreas, switchLanguage } from '../../src/i18n';

// The change registry loads on the first change, slowly on a busy machine: wait up to 5 s for what the screen shows.
configure({ asyncUtilTimeout: 5000 });

const minutes = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const note = (id: string, over: Partial<AppNotification> = {}): AppNotification => ({
  id,
  title: `Title ${id}`,
  message: `Message ${id}`,
  type: 'info',
  read: false,
  timestamp: minutes(0),
  ...over,
});

function renderInbox(entries = ['/notifications']) {
  const elsewhere = (path: string) => ({ path, element: <p>{`screen ${path}`}</p> });
  const router = createMemoryRouter(
    [{ path: '/notifications', element: <NotificationsPage /> }, ...['/', '/packing', '/photos', '/more'].map(elsewhere)],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const items = () => screen.queryAllByTestId('notification');
const item = (title: string) => screen.getByText(title).closest('li') as HTMLElement;
const subtitle = (text: string) => screen.findByText(text, { selector: 'header p' });

beforeEach(async () => {
  await Promise.all([db.notifications.clear(), db.meta.clear()]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the Notifications screen (SPEC §2.3, §4.5)', () => {
  it("shows 'No notifications yet' and 'All caught up!' with neither Mark All Read nor clear-all when empty", async () => {
    renderInbox();
    await screen.findByText('No notifications yet');
    await subtitle('All caught up!');
    expect(screen.queryByRole('button', { name: 'Mark All Read' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all notifications' })).toBeNull();
  });

  it('explains honestly how notifications reach campers: in-app, email only for approval, push where the browser can', () => {
    renderInbox();
    const info = screen.getByRole('region', { name: 'How notifications reach you' });
    expect(within(info).getByText('In-app notifications.')).toBeTruthy();
    expect(within(info).getByText(/registration is approved/)).toBeTruthy();
    expect(within(info).getByText(/on your lock screen when push is on below/)).toBeTruthy();
    // This test browser has no PushManager: the switch says so instead of offering a switch that cannot work.
    expect(within(info).getByText('This browser cannot receive push notifications.')).toBeTruthy();
    expect(within(info).queryByRole('switch')).toBeNull();
  });

  it('lists the three welcome notifications, newest first, with icon, time, action label and unread dot', async () => {
    await seedWelcomeNotifications();
    renderInbox();
    await subtitle('3 unread notifications');
    const titles = ['Your packing list is ready', 'Share a new photo post', 'Dark mode is on'];
    expect(items().map((li) => titles.find((t) => li.textContent?.startsWith(t)))).toEqual(titles);
    const packing = item('Your packing list is ready');
    expect(within(packing).getByRole('img', { name: 'Camp' })).toBeTruthy();
    expect(within(packing).getByText('just now')).toBeTruthy();
    expect(within(packing).getByText('Open Packing List')).toBeTruthy();
    expect(within(packing).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(within(item('Share a new photo post')).getByText('Go to Photos')).toBeTruthy();
    expect(within(item('Dark mode is on')).getByText('Open Settings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark All Read' })).toBeTruthy();
  });

  it('shows each type with its own icon and colour, and an unknown type with the default', async () => {
    const types = ['info', 'success', 'warning', 'error', 'camp', 'party'];
    await db.notifications.bulkPut(types.map((type, i) => note(type, { type, timestamp: minutes(i) })));
    renderInbox();
    await screen.findByText('Title party');
    const icons = types.map((type) => within(item(`Title ${type}`)).getByRole('img', { name: /^(?!Unread)/ }));
    expect(icons.map((el) => el.getAttribute('aria-label'))).toEqual(['Info', 'Success', 'Warning', 'Error', 'Camp', 'Notification']);
    expect(icons.map((el) => /(sky|emerald|amber|red|orange|slate)-100/.exec(el.className)?.[1])).toEqual([
      'sky',
      'emerald',
      'amber',
      'red',
      'orange',
      'slate',
    ]);
  });

  it("shows the relative time of each item: '5m ago', '2h ago', '3d ago'", async () => {
    await db.notifications.bulkPut([
      note('a', { timestamp: minutes(5) }),
      note('b', { timestamp: minutes(125) }),
      note('c', { timestamp: minutes(3 * 24 * 60 + 10) }),
    ]);
    renderInbox();
    await screen.findByText('Title a');
    expect(within(item('Title a')).getByText('5m ago')).toBeTruthy();
    expect(within(item('Title b')).getByText('2h ago')).toBeTruthy();
    expect(within(item('Title c')).getByText('3d ago')).toBeTruthy();
  });

  it("marks one read with its button: the dot and the button go, '1 unread notification' follows", async () => {
    await db.notifications.bulkPut([note('a'), note('b', { timestamp: minutes(1) })]);
    renderInbox();
    await subtitle('2 unread notifications');
    fireEvent.click(screen.getByRole('button', { name: 'Mark "Title a" as read' }));
    await subtitle('1 unread notification');
    expect(within(item('Title a')).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark "Title a" as read' })).toBeNull();
    expect(within(item('Title b')).getByRole('img', { name: 'Unread' })).toBeTruthy();
  });

  it("Mark All Read reads 'All caught up!' and hides itself; clear-all stays while the list is not empty", async () => {
    await db.notifications.bulkPut([note('a'), note('b', { read: true }), note('c')]);
    renderInbox();
    await subtitle('2 unread notifications');
    fireEvent.click(screen.getByRole('button', { name: 'Mark All Read' }));
    await subtitle('All caught up!');
    expect(screen.queryByRole('button', { name: 'Mark All Read' })).toBeNull();
    expect(screen.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Clear all notifications' })).toBeTruthy();
    expect(items()).toHaveLength(3);
  });

  it('clicking an item marks it read and goes to its action path', async () => {
    await db.notifications.put(note('a', { actionLabel: 'Open Packing List', actionPath: '/packing' }));
    const router = renderInbox();
    fireEvent.click(await screen.findByText('Title a'));
    await screen.findByText('screen /packing');
    expect(router.state.location.pathname).toBe('/packing');
    await waitFor(async () => expect((await db.notifications.get('a'))?.read).toBe(true));
  });

  it('clicking an item without an action path marks it read and stays', async () => {
    await db.notifications.put(note('a'));
    const router = renderInbox();
    fireEvent.click(await screen.findByText('Title a'));
    await subtitle('All caught up!');
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('removes a single item with its remove button', async () => {
    await db.notifications.bulkPut([note('a'), note('b', { timestamp: minutes(1) })]);
    renderInbox();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove "Title a"' }));
    await waitFor(() => expect(screen.queryByText('Title a')).toBeNull());
    expect(items()).toHaveLength(1);
    await subtitle('1 unread notification');
  });

  it("asks before clearing all: cancel keeps them, OK leaves 'No notifications yet'", async () => {
    await seedWelcomeNotifications();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderInbox();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear all notifications' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to clear all notifications?');
    expect(items()).toHaveLength(3);
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all notifications' }));
    await screen.findByText('No notifications yet');
    expect(screen.queryByRole('button', { name: 'Clear all notifications' })).toBeNull();
    expect(await db.notifications.count()).toBe(0);
  });

  it('the Back button returns to the previous screen', async () => {
    const router = renderInbox(['/more', '/notifications']);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('screen /more');
    expect(router.state.location.pathname).toBe('/more');
  });
});

describe('the inbox in Spanish and French', () => {
  afterEach(() => switchLanguage('en'));

  it('shows the welcome notices and the subtitle in the chosen language, and English again after switching back', async () => {
    await seedWelcomeNotifications();
    await switchLanguage('es');
    await loadAreas(['notifications']);
    renderInbox();
    await screen.findByText('Tu lista de equipaje está lista');
    await subtitle('3 notificaciones sin leer');
    screen.getByText('Abrir lista de equipaje');
    cleanup();

    await switchLanguage('fr');
    await loadAreas(['notifications']);
    renderInbox();
    await screen.findByText('Votre liste de bagages est prête');
    await subtitle('3 notifications non lues');
    cleanup();

    await switchLanguage('en');
    renderInbox();
    await screen.findByText('Your packing list is ready');
  });

  it("names a sample camp event in the reader's language, and an event an organizer named as written", async () => {
    const startsSoon = (id: string, event: string) =>
      note(id, { kind: 'eventStartsSoon', params: { event }, title: `Starting soon: ${event}`, message: `${event} starts in 15 minutes.` });
    await db.notifications.bulkPut([startsSoon('n1', 'Sunrise Yoga'), startsSoon('n2', 'Sunrise Yoga by the dock')]);
    await switchLanguage('es');
    await loadAreas(['notifications']);
    renderInbox();
    await screen.findByText('Empieza pronto: Yoga al amanecer');
    screen.getByText('Empieza pronto: Sunrise Yoga by the dock');
  });
});
