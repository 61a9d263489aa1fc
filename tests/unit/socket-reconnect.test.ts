import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contracts/profile';
import { useAuthStore } from '../../src/stores/auth-store';

const catchUp = vi.fn(() => Promise.resolve());
vi.mock('../../src/replication/chat-events', () => ({ catchUp, applyChatEvent: vi.fn(), parseChatEvent: () => null }));
const { RECONNECT_MS, reconnectSocketNow, startSocket } = await import('../../src/replication/socket');

class FakeSocket {
  static opened: FakeSocket[] = [];
  readyState = 0;
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
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  close() {
    this.drop();
  }
}

/** A token as the server signs it: the same person (`sub`), issued at `iat`. */
const tokenOf = (sub: string, iat: number) => `h.${btoa(JSON.stringify({ sub, iat })).replace(/=+$/, '')}.s`;
const last = () => FakeSocket.opened[FakeSocket.opened.length - 1];

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  useAuthStore.getState().login({ id: 'me' } as User, tokenOf('me', 1));
  startSocket();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live socket on reconnect', () => {
  it('stays open when the token is renewed for the same person, and reopens for someone else', () => {
    last()?.open();
    const opened = FakeSocket.opened.length;
    useAuthStore.getState().login({ id: 'me' } as User, tokenOf('me', 2));
    expect(FakeSocket.opened).toHaveLength(opened);
    expect(last()?.readyState).toBe(1);
    useAuthStore.getState().login({ id: 'you' } as User, tokenOf('you', 3));
    expect(FakeSocket.opened).toHaveLength(opened + 1);
    expect(last()?.url).toContain(encodeURIComponent(tokenOf('you', 3)));
  });

  it('reopens at once when signal returns and catches up with one pull; an open socket leaves the pull to the caller', () => {
    last()?.open();
    catchUp.mockClear();
    expect(reconnectSocketNow()).toBe(false);
    last()?.drop();
    const opened = FakeSocket.opened.length;
    expect(reconnectSocketNow()).toBe(true);
    expect(FakeSocket.opened).toHaveLength(opened + 1);
    expect(catchUp).not.toHaveBeenCalled();
    last()?.open();
    expect(catchUp).toHaveBeenCalledTimes(1);
    // The timer of the dropped socket does not open another one.
    vi.advanceTimersByTime(RECONNECT_MS * 2);
    expect(FakeSocket.opened).toHaveLength(opened + 1);
  });

  it('pulls anyway when the socket cannot open after signal returns, and retries the socket later', () => {
    last()?.open();
    last()?.drop();
    catchUp.mockClear();
    expect(reconnectSocketNow()).toBe(true);
    last()?.drop();
    expect(catchUp).toHaveBeenCalledTimes(1);
    const opened = FakeSocket.opened.length;
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(FakeSocket.opened).toHaveLength(opened + 1);
    last()?.drop();
    expect(catchUp).toHaveBeenCalledTimes(1);
  });
});

describe('the live socket offline', () => {
  afterEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockRestore();
  });

  it('does not try while the phone is offline, and opens when signal returns', () => {
    last()?.open();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    last()?.drop();
    const opened = FakeSocket.opened.length;
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    // Someone else signs in offline: their socket waits for signal too.
    useAuthStore.getState().login({ id: 'you' } as User, tokenOf('you', 4));
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    expect(FakeSocket.opened).toHaveLength(opened);
    onLine.mockReturnValue(true);
    expect(reconnectSocketNow()).toBe(true);
    expect(FakeSocket.opened).toHaveLength(opened + 1);
    expect(last()?.url).toContain(encodeURIComponent(tokenOf('you', 4)));
  });
});
