import type { Page } from 'playwright-core';
import { users } from '../../server/db/schema/index.js';
import { hashPassword } from '../../server/infra/passwords.js';
import { frameRoutePaths } from './app-routes.js';
import type { E2eServer } from './e2e.js';
import { apiLogin, type Session } from './e2e-session.js';
import { waitUntilLanded } from './landed.js';

/** The administrator and an approved camper (password 'campfire-123') signed in, with something on every screen. */
export async function campWithActivity(
  server: E2eServer,
  camper: { email: string; firstName: string },
): Promise<{ admin: Session; camper: Session }> {
  await server.database.db.insert(users).values({
    email: camper.email,
    passwordHash: await hashPassword('campfire-123'),
    role: 'camper',
    status: 'approved',
    firstName: camper.firstName,
    lastName: 'Rivers',
  });
  const sessions = { admin: await apiLogin(server.url), camper: await apiLogin(server.url, camper.email, 'campfire-123') };
  await seedCampActivity(server.url, sessions.admin, sessions.camper);
  return sessions;
}

/** Something on every screen: a post with comments, a poll, a sign-up sheet, an RSVP, a conversation with messages. */
async function seedCampActivity(baseUrl: string, admin: Session, camper: Session): Promise<void> {
  const as = (s: Session) => ({ authorization: `Bearer ${s.token}`, 'content-type': 'application/json' });
  const send = (s: Session, method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}/api${path}`, { method, headers: as(s), body: body === undefined ? undefined : JSON.stringify(body) }).then(
      (r) => r.json() as Promise<{ id: string }>,
    );
  const post = await send(admin, 'POST', '/posts', { caption: 'Welcome to the 3rd annual camp weekend! Canoes are at the dock.' });
  for (const text of ['See you at the lake', 'Bring sunscreen', 'Who has the marshmallows?'])
    await send(camper, 'POST', `/posts/${post.id}/comments`, { text });
  await send(admin, 'POST', '/admin/polls', { question: 'Swim or hike on Saturday?', options: ['Swim', 'Hike'] });
  await send(admin, 'POST', '/admin/signups', {
    title: 'Potluck dishes',
    slots: [
      { label: 'Salad', capacity: 2 },
      { label: 'Dessert', capacity: 1 },
    ],
  });
  // An upcoming event (the seeded camp has ended), so one card holds an RSVP.
  const hike = await send(admin, 'POST', '/admin/events', {
    title: 'Ridge Hike',
    event_time: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    capacity: 12,
    event_type: 'activity',
  });
  await send(camper, 'POST', `/events/${hike.id}/register`);
  const chat = await send(admin, 'POST', '/conversations', { name: '', type: 'direct', member_ids: [camper.user.id], description: '' });
  await send(admin, 'POST', `/conversations/${chat.id}/messages`, { content: 'Your cabin is number 4', type: 'text' });
}

/** Sets the theme the app reads at start (English), and starts it again in it. */
export async function startInTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(
    (dark) => localStorage.setItem('theme-storage', JSON.stringify({ state: { isDarkMode: dark, language: 'en' }, version: 0 })),
    theme === 'dark',
  );
  await page.reload();
  await settle(page);
  if ((await page.evaluate(() => document.documentElement.classList.contains('dark'))) !== (theme === 'dark'))
    throw new Error(`the app did not start in the ${theme} theme`);
}

/** Waits until the screen has rendered its content: no lazy-screen fallback, network quiet. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (document.getElementById('root')?.childElementCount ?? 0) > 0 && !document.body.innerText.includes('Loading…'),
  );
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.body.innerText.includes('Loading…'));
}

const framed = frameRoutePaths();

/** What shows that the screen at `path` is drawn: the frame's main beside its top bar, or a screen without the frame. */
// A screen whose code is still loading (its guard not yet run) is not there yet: nothing under #root is busy.
const screenLandmark = (path: string) =>
  framed.has(path) ? '#root:not(:has([aria-busy="true"])) header ~ main' : '#root:not(:has(header ~ main)):not(:has([aria-busy="true"]))';

/**
 * Goes to `path` inside the app, as a link would (the router follows history), without reloading; answers the path
 * the visit landed on once it has (a guard may send the visitor elsewhere) and the screen there has rendered.
 */
export async function navigate(page: Page, path: string): Promise<string> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const shown = await waitUntilLanded(page, screenLandmark);
  await settle(page);
  return shown;
}
