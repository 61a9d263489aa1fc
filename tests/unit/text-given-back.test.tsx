import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '../../contracts/chat';
import type { User } from '../../contracts/profile';
import { db } from '../../src/db/schema';
import { setSessionToken } from '../../src/db/auth/session-repo';
import { ChatPage } from '../../src/features/chat/chat-page';
import { CommentForm } from '../../src/features/feed/components/comment-form';
import { useAuthStore } from '../../src/stores/auth-store';
import { failWrites } from './support/failing-idb';

const me = {
  id: 'me',
  email: 'maya@camp.test',
  role: 'camper',
  first_name: 'Maya',
  last_name: 'Reed',
  avatar_url: null,
} as unknown as User;
const group: Conversation = {
  id: 'c1',
  name: 'Canoe crew',
  type: 'group',
  description: null,
  created_by: 'me',
  last_message_at: null,
  Members: [],
  Messages: [],
};

/** A write the phone cannot keep, whatever it tries: no room left (nothing else to try again). */
const noRoom = () =>
  failWrites((table) => (table === 'outbox' ? new DOMException('The quota has been exceeded.', 'QuotaExceededError') : undefined));

beforeEach(async () => {
  Element.prototype.scrollIntoView = () => undefined;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // No signal: nothing is sent, so only the phone's own storage decides.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  if (!db.isOpen()) await db.open();
  await Promise.all(db.tables.map((t) => t.clear()));
  await setSessionToken('token-1');
  useAuthStore.getState().login(me, 'token-1');
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
});

describe('typed text the phone could not keep comes back into its box, and the screen says so', () => {
  it('a chat message', async () => {
    await db.conversations.put(group);
    render(
      <MemoryRouter initialEntries={['/chat']}>
        <ChatPage />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Canoe crew/ }));
    await screen.findByRole('heading', { name: 'Canoe crew', level: 2 });
    await noRoom();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Paddles at ten?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Message not sent: it is back in the box to send again');
    expect(screen.getByLabelText('Message')).toHaveProperty('value', 'Paddles at ten?');
    expect(await db.outbox.count()).toBe(0);
  });

  it('a comment', async () => {
    render(<CommentForm postId="p1" />);
    await noRoom();
    fireEvent.change(screen.getByLabelText('Add a comment'), { target: { value: 'Lovely sunset' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Comment not posted: it is back in the box to post again');
    expect(screen.getByLabelText('Add a comment')).toHaveProperty('value', 'Lovely sunset');
    expect(await db.outbox.count()).toBe(0);
  });
});
