import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '../../contracts/chat';
import type { DirectoryUser, User } from '../../contracts/profile';
import { db } from '../../src/db/schema';
import { setSessionToken } from '../../src/db/auth/session-repo';
import { ChatPage } from '../../src/features/chat/chat-page';
import { useAuthStore } from '../../src/stores/auth-store';
import { drainOutbox } from '../../src/outbox/drain';
import { replicate } from '../../src/replication/replicate';

type Reply = { status: number; body: unknown };

// IndexedDB in Node is slow on a busy machine: wait up to 5 s for what the screen shows.
configure({ asyncUtilTimeout: 5000 });

/** Node's Request needs absolute URLs; the browser resolves '/api/...' against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

/** Answers 'METHOD /api/path' from the table; anything else fails like a lost network. */
function serve(routes: Record<string, Reply>): { path: string; body: unknown }[] {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new PageRequest(input, init);
      calls.push({
        path: `${req.method} ${new URL(req.url).pathname}`,
        body: await req
          .clone()
          .json()
          .catch(() => null),
      });
      const reply = routes[`${req.method} ${new URL(req.url).pathname}`];
      if (!reply) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const me = {
  id: 'me',
  email: 'maya@camp.test',
  role: 'camper',
  first_name: 'Maya',
  last_name: 'Reed',
  avatar_url: null,
} as unknown as User;
const person = (id: string, first: string, last: string, role: DirectoryUser['role'] = 'camper'): DirectoryUser => ({
  id,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@camp.test`,
  role,
  avatar_url: null,
});
const member = (u: DirectoryUser) => ({
  user_id: u.id,
  User: { id: u.id, email: u.email, profile: { first_name: u.first_name, last_name: u.last_name, avatar_url: null } },
});
const sam = person('u1', 'Sam', 'Kent');
const ana = person('u2', 'Ana', 'Lopez', 'admin');
const group: Conversation = {
  id: 'c1',
  name: 'Canoe crew',
  type: 'group',
  description: null,
  created_by: 'u1',
  last_message_at: null,
  Members: [member(sam)],
  Messages: [],
};
const broadcast: Conversation = { ...group, id: 'c2', name: 'Camp news', type: 'broadcast' };
/** The chat screen at this address, as a link in the app opens it. */
const showChat = (at = '/chat') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <ChatPage />
    </MemoryRouter>,
  );
/** The conversations on the phone, as the replication stream stored them. */
const onPhone = (...list: Conversation[]) => db.conversations.bulkPut(list);

beforeEach(async () => {
  // jsdom lays nothing out, so it has no scrolling.
  Element.prototype.scrollIntoView = () => undefined;
  await Promise.all(db.tables.map((t) => t.clear()));
  await setSessionToken('token-1');
  useAuthStore.getState().login(me, 'token-1');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(name: string): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(name) }));
  await screen.findByRole('heading', { name, level: 2 });
}

describe('the chat screen (SPEC §8 Chat)', () => {
  it("says 'Failed to load conversations' for 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    serve({ 'GET /api/pull': { status: 500, body: { error: 'down' } } });
    showChat();
    expect(await replicate()).toBe('failed');
    await screen.findByText('Failed to load conversations');
    await act(async () => {
      vi.advanceTimersByTime(4800);
    });
    expect(screen.queryByText('Failed to load conversations')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Failed to load conversations')).toBeNull();
  });

  it('opens a conversation with the messages kept on the phone, with no signal', async () => {
    await onPhone(group);
    await db.messages.put({
      id: 'm1',
      conversation_id: 'c1',
      sender_id: 'u1',
      content: 'Canoes at ten',
      type: 'text',
      created_at: '2026-09-05T10:00:00.000Z',
      read_at: null,
    });
    const calls = serve({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    showChat();
    await open('Canoe crew');
    await screen.findByText('Canoes at ten');
    expect(calls).toEqual([]);
  });

  it("announces 'Left conversation successfully' only once the server confirmed the leave", async () => {
    await onPhone(group);
    serve({ 'POST /api/conversations/c1/leave': { status: 200, body: { success: true } } });
    showChat();
    await open('Canoe crew');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await screen.findByText('Select a conversation to start chatting.');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Canoe crew/ })).toBeNull());
    expect(screen.queryByText('Left conversation successfully')).toBeNull();
    await act(() => drainOutbox());
    await screen.findByText('Left conversation successfully');
  });

  it('says a leave typed offline waits for signal, and confirms it once sent', async () => {
    await onPhone(group);
    serve({});
    showChat();
    await open('Canoe crew');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await screen.findByText('No connection: you will leave this conversation when you are back online.');
    expect(screen.queryByText('Left conversation successfully')).toBeNull();
    online.mockReturnValue(true);
    serve({ 'POST /api/conversations/c1/leave': { status: 200, body: { success: true } } });
    await act(() => drainOutbox());
    await screen.findByText('Left conversation successfully');
  });

  it("says 'Failed to leave conversation' and shows it again when the server refuses", async () => {
    await onPhone(group);
    serve({ 'POST /api/conversations/c1/leave': { status: 403, body: { error: 'Only members of this conversation can do that.' } } });
    showChat();
    await open('Canoe crew');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await act(() => drainOutbox());
    await screen.findByText('Failed to leave conversation');
    await screen.findByRole('button', { name: /Canoe crew/ });
  });

  it("says 'Failed to send message' and 'Failed to delete message' when the server refuses", async () => {
    await onPhone(group);
    serve({ 'POST /api/conversations/c1/messages': { status: 403, body: { error: 'No.' } } });
    showChat();
    await open('Canoe crew');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Paddles?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Waiting to send');
    await act(() => drainOutbox());
    await screen.findByText('Failed to send message');
    await waitFor(() => expect(screen.queryByText('Paddles?')).toBeNull());

    await db.messages.put({
      id: 'm1',
      conversation_id: 'c1',
      sender_id: 'me',
      content: 'Mine',
      type: 'text',
      created_at: '2026-09-05T10:00:00.000Z',
      read_at: '2026-09-05T10:01:00.000Z',
    });
    await screen.findByText('Read');
    serve({ 'DELETE /api/conversations/c1/messages/m1': { status: 403, body: { error: 'No.' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete message' }));
    await act(() => drainOutbox());
    await screen.findByText('Failed to delete message');
    await screen.findByText('Mine');
  });

  it('hides the composer in a broadcast from a camper who did not start it', async () => {
    await onPhone(broadcast);
    serve({});
    showChat();
    await open('Camp news');
    expect(screen.queryByLabelText('Message')).toBeNull();
    screen.getByText('Only organizers and administrators post in this broadcast.');
  });
});

describe('a new conversation (SPEC §5)', () => {
  it('offers others with an admin badge, replaces the pick in direct mode, keeps Create disabled without members; a conversation made without signal shows at once and waits', async () => {
    await db.users.bulkPut([person('me', 'Maya', 'Reed'), sam, ana]);
    const calls = serve({ 'POST /api/conversations': { status: 500, body: { error: 'down' } } });
    showChat();
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    fireEvent.click(screen.getByRole('button', { name: /^Group$/ }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Cabin 4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Direct' }));
    const people = await screen.findByRole('list', { name: 'People' });
    await within(people).findByText('Sam Kent');
    expect(within(people).queryByText('Maya Reed')).toBeNull();
    expect(within(people).getByRole('button', { name: /Ana Lopez/ }).textContent).toContain('Admin');
    const create = screen.getByRole<HTMLButtonElement>('button', { name: 'Create' });
    expect(create.disabled).toBe(true);

    fireEvent.click(within(people).getByRole('button', { name: /Sam Kent/ }));
    fireEvent.click(within(people).getByRole('button', { name: /Ana Lopez/ }));
    const chosen = screen.getByRole('list', { name: 'Chosen members' });
    expect(chosen.textContent).toBe('Ana Lopez');
    expect(within(people).queryByText('Ana Lopez')).toBeNull();
    expect(create.disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Broadcast' }).disabled).toBe(true);

    fireEvent.click(create);
    await screen.findByRole('heading', { name: 'Ana Lopez', level: 2 });
    await act(() => drainOutbox());
    await screen.findByText('No connection: the conversation will be created for everyone when you are back online.');
    expect(calls.find((c) => c.path === 'POST /api/conversations')?.body).toEqual({
      id: expect.any(String) as unknown,
      type: 'direct',
      name: null,
      description: null,
      member_ids: [ana.id],
    });
  });
});

describe('a new direct conversation with someone the camper already talks to', () => {
  it('opens the one on the phone, as the server would answer with it, and queues nothing', async () => {
    await db.users.bulkPut([person('me', 'Maya', 'Reed'), sam, ana]);
    await onPhone({ ...group, id: 'd1', name: null, type: 'direct', Members: [member(person('me', 'Maya', 'Reed')), member(ana)] });
    const calls = serve({});
    showChat();
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    const people = await screen.findByRole('list', { name: 'People' });
    fireEvent.click(await within(people).findByRole('button', { name: /Ana Lopez/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Conversation created successfully!');
    await screen.findByRole('heading', { name: 'Ana Lopez', level: 2 });
    expect(await db.conversations.count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(calls).toEqual([]);
  });
});

describe('links into chat', () => {
  it('/chat#conversation-<id> opens that conversation', async () => {
    await onPhone(group, broadcast);
    await db.messages.put({
      id: 'm1',
      conversation_id: 'c2',
      sender_id: 'u1',
      content: 'Lunch moved to noon',
      type: 'text',
      created_at: '2026-09-05T10:00:00.000Z',
      read_at: null,
    });
    serve({});
    showChat('/chat#conversation-c2');
    await screen.findByRole('heading', { name: 'Camp news', level: 2 });
    await screen.findByText('Lunch moved to noon');
  });

  it('/chat#person-<id> opens the direct conversation with that person', async () => {
    const withSam: Conversation = {
      ...group,
      id: 'd1',
      name: null,
      type: 'direct',
      Members: [member(person('me', 'Maya', 'Reed')), member(sam)],
    };
    await onPhone(group, withSam);
    serve({});
    showChat(`/chat#person-${sam.id}`);
    await screen.findByRole('heading', { name: 'Sam Kent', level: 2 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('/chat#person-<id> starts a direct message to them when there is none yet', async () => {
    await db.users.bulkPut([person('me', 'Maya', 'Reed'), sam, ana]);
    await onPhone(group);
    const calls = serve({ 'POST /api/conversations': { status: 400, body: { error: 'Some of the chosen members were not found.' } } });
    showChat(`/chat#person-${ana.id}`);
    const chosen = await screen.findByRole('list', { name: 'Chosen members' });
    expect(chosen.textContent).toBe('Ana Lopez');
    expect(screen.getByRole('button', { name: 'Direct' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await act(() => drainOutbox());
    await screen.findByText('Failed to create conversation');
    expect(await db.conversations.count()).toBe(1);
    expect(calls.find((c) => c.path === 'POST /api/conversations')?.body).toEqual({
      id: expect.any(String) as unknown,
      type: 'direct',
      name: null,
      description: null,
      member_ids: [ana.id],
    });
  });
});
