import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contracts/profile';
import { useAuthStore } from '../../src/stores/auth-store';
import { setOpenConversation } from '../../src/replication/chat-events';
import { RECONNECT_MS, startSocket } from '../../src/replication/socket';

class FakeSocket {
  static opened: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
}

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the conversation on screen, told over the live socket', () => {
  it('is sent when it changes and when the page hides or shows, and again after a reconnect', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    useAuthStore.getState().login({ id: 'me' } as User, 'token-1');
    startSocket();
    const first = FakeSocket.opened[0];
    if (!first) throw new Error('no socket opened');
    first.open();
    // Nothing on screen yet: the server already assumes none.
    expect(first.sent).toEqual([]);

    setOpenConversation('c1');
    setVisibility('hidden');
    setVisibility('visible');
    setOpenConversation('c2');
    setOpenConversation('c2');
    expect(first.sent).toEqual([
      { type: 'viewing', conversation_id: 'c1' },
      { type: 'viewing', conversation_id: null },
      { type: 'viewing', conversation_id: 'c1' },
      { type: 'viewing', conversation_id: 'c2' },
    ]);

    // The socket drops while c2 is open: the new one says so as soon as it opens.
    first.close();
    vi.advanceTimersByTime(RECONNECT_MS);
    const second = FakeSocket.opened[1];
    if (!second) throw new Error('no reconnect');
    second.open();
    expect(second.sent).toEqual([{ type: 'viewing', conversation_id: 'c2' }]);
    setOpenConversation(null);
    expect(second.sent.at(-1)).toEqual({ type: 'viewing', conversation_id: null });
  });
});
