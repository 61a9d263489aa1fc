import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../src/stores/auth-store';
import { RECONNECT_MS, startSocket } from '../../src/replication/socket';
import type { User } from '../../contracts/profile';

class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live socket', () => {
  it('connects on the page host, reconnects 5 s after a close, and closes on sign-out', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    useAuthStore.getState().login({ id: 'me' } as User, 'token-1');
    startSocket();
    expect(RECONNECT_MS).toBe(5000);
    expect(FakeSocket.opened.map((s) => s.url)).toEqual([`ws://${window.location.host}/ws?token=token-1`]);

    FakeSocket.opened[0]?.onclose?.();
    vi.advanceTimersByTime(4999);
    expect(FakeSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.opened).toHaveLength(2);

    useAuthStore.getState().logout();
    expect(FakeSocket.opened[1]?.closed).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.opened).toHaveLength(2);
  });
});
