import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, errorText } from '../../src/api/client';
import { statusOf } from '../../src/api/http-status';
import { getConditional } from '../../src/api/outbox-wire';
import { useAuthStore } from '../../src/stores/auth-store';
import { useSessionEndStore } from '../../src/stores/session-end-store';
import type { User } from '../../contracts/profile';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
const call = () => api.get('users/me', { prefixUrl: 'http://camp.test/api' }).json();

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
  useSessionEndStore.getState().clear();
});

describe('any 401 from the server', () => {
  it('signs the camper out and marks the session expired', async () => {
    answer(401, { error: 'Session expired' });
    useAuthStore.getState().login({ id: 'u1' } as User, 'old-token');
    await expect(call()).rejects.toThrow();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(useSessionEndStore.getState().ended).toBe(true);
  });
});

describe('error texts of failed calls', () => {
  it("shows the server's sentence and its status", async () => {
    answer(403, { error: 'Your account is awaiting approval.' });
    const err: unknown = await call().catch((e: unknown) => e);
    expect(await errorText(err, 'Login failed. Please try again.')).toBe('Your account is awaiting approval.');
    expect(statusOf(err)).toBe(403);
  });
  it('falls back when the server sent no sentence or was not reached', async () => {
    answer(500, { oops: true });
    expect(await errorText(await call().catch((e: unknown) => e), 'Login failed. Please try again.')).toBe(
      'Login failed. Please try again.',
    );
    expect(await errorText(new TypeError('Failed to fetch'), 'Registration failed. Please try again.')).toBe(
      'Registration failed. Please try again.',
    );
    expect(statusOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('calls while the device is offline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('fail at once as an unreachable server does, with nothing sent (so the browser logs no failed request)', async () => {
    answer(200, { id: 'u1' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const err: unknown = await call().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TypeError);
    expect(statusOf(err)).toBeUndefined();
    expect(await getConditional('/pull', 'token-1')).toMatchObject({ status: 0, body: null });
    expect(fetch).not.toHaveBeenCalled();
  });
});
