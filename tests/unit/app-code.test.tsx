import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallCheck } from '../../src/features/ready/components/install-check';
import { stubServer } from './support/fake-server';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const getCode = () => screen.getByRole('button', { name: 'Get a code for the app' });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Add to Home Screen with a code for the app', () => {
  it('shows the steps, then a code from the server in large digits with the time left', async () => {
    const calls = stubServer({ status: 201, body: { code: '482913', expires_at: inMinutes(10) } });
    render(<InstallCheck />);
    expect(screen.getByText('On Android: open the browser menu (⋮), then Install app.')).toBeTruthy();
    fireEvent.click(getCode());
    expect((await screen.findByTestId('app-code')).textContent).toBe('482913');
    expect(screen.getByText(/^Valid for (10:00|9:5\d) more, once$/)).toBeTruthy();
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', '/api/auth/device-codes']]);
  });

  it('counts the time down and offers a new code once it has run out', async () => {
    stubServer(
      { status: 201, body: { code: '111111', expires_at: new Date(Date.now() + 2000).toISOString() } },
      { status: 201, body: { code: '222222', expires_at: inMinutes(10) } },
    );
    render(<InstallCheck />);
    fireEvent.click(getCode());
    expect((await screen.findByTestId('app-code')).textContent).toBe('111111');
    expect(await screen.findByText('That code has expired. Get a new one.', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get a new code' }));
    expect((await screen.findByTestId('app-code')).textContent).toBe('222222');
  });

  it("says the server's sentence when no code comes", async () => {
    stubServer({ status: 401, body: { error: 'Please sign in again.' } });
    render(<InstallCheck />);
    fireEvent.click(getCode());
    expect((await screen.findByRole('alert')).textContent).toBe('Please sign in again.');
  });

  it('says a code needs a connection when the phone is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<InstallCheck />);
    expect(screen.getByText('Getting a code needs a connection. Try again when you have signal.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get a code for the app' })).toBeNull();
  });

  it('is not shown in the installed app', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    render(<InstallCheck />);
    expect(screen.getByText('Yes. Open it from there at camp.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get a code for the app' })).toBeNull();
  });
});
