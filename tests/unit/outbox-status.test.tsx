import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ReplicationStatus } from '../../src/components/replication-status';
import { OutboxStatus } from '../../src/components/outbox-status';
import { db } from '../../src/db/schema';
import { setSessionToken } from '../../src/db/auth/session-repo';
import { REPLICATION_STATUS_KEY } from '../../src/db/replication-status';
import { fakeFetch, jwtFor, resetDb, tick } from './support/outbox-fixtures';

beforeEach(async () => {
  await resetDb();
  fakeFetch(() => 'network-error');
});
afterEach(cleanup);

describe('"N changes waiting" in the top bar', () => {
  it('shows nothing when every change is sent', async () => {
    const { container } = render(<OutboxStatus />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });

  it('counts waiting changes and lists them with Retry and Discard; Discard undoes the change', async () => {
    await tick(1, true, false);
    await tick(2, true, false);
    render(<OutboxStatus />);
    fireEvent.click(await screen.findByRole('button', { name: '2 changes waiting' }));
    // The list's code loads when it is first opened.
    expect(await screen.findByRole('dialog', { name: 'Changes waiting' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("Tick 'Item 1'")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Discard Tick 'Item 1'" }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.packing.get(1))?.is_checked).toBe(false);
    expect(await screen.findByRole('button', { name: '1 change waiting' })).toBeTruthy();
  });

  it("counts and lists only the signed-in camper's changes; someone else's wait unseen for their owner", async () => {
    await setSessionToken(jwtFor('alice'));
    await tick(1, true, false);
    await setSessionToken(jwtFor('bob'));
    await tick(2, true, false);
    await tick(3, true, false);
    render(<OutboxStatus />);
    fireEvent.click(await screen.findByRole('button', { name: '2 changes waiting' }));
    expect(await screen.findByText("Tick 'Item 2'", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText("Tick 'Item 1'")).toBeNull();
    await setSessionToken(jwtFor('alice'));
    expect(await screen.findByRole('button', { name: '1 change waiting' })).toBeTruthy();
    expect(await screen.findByText("Tick 'Item 1'")).toBeTruthy();
  });

  it('offers no Retry or Discard for a change already on its way', async () => {
    const row = await tick(1, true, false);
    await db.outbox.update(row?.id ?? '', { state: 'sending', attempts: 1 });
    render(<OutboxStatus />);
    fireEvent.click(await screen.findByRole('button', { name: '1 change waiting' }));
    expect(await screen.findByText('Sending…', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: "Discard Tick 'Item 1'" }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: "Retry Tick 'Item 1'" }).disabled).toBe(true);
  });

  it('marks a change that failed to send and offers Retry, which sends it at once', async () => {
    const row = await tick(1, true, false);
    await db.outbox.update(row?.id ?? '', {
      state: 'failed',
      attempts: 2,
      nextAttemptAt: Date.now() + 60_000,
      lastError: 'No connection.',
    });
    const calls = fakeFetch(() => ({ status: 200, body: {} }));
    render(<OutboxStatus />);
    fireEvent.click(await screen.findByRole('button', { name: '1 change waiting' }));
    expect(await screen.findByText(/Not sent yet: No connection\. Trying again in 1 min\./, {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Retry Tick 'Item 1'" }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(calls.some((c) => c.path === '/packing/1')).toBe(true);
  });
});

describe("the top bar's sync label", () => {
  const online = (value: boolean) => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  };
  afterEach(() => online(true));

  it('says in words whether the camp is up to date, and offline since when; it opens Ready for camp', async () => {
    const at = new Date(2026, 6, 4, 10, 42).getTime();
    await db.meta.put({ key: REPLICATION_STATUS_KEY, value: { state: 'up-to-date', at } });
    render(
      <MemoryRouter>
        <ReplicationStatus />
      </MemoryRouter>,
    );
    const label = await screen.findByTestId('sync-label');
    await waitFor(() => expect(label.textContent).toBe('Up to date'));
    expect(screen.getByRole('link', { name: 'Up to date: the whole camp is on this phone.' }).getAttribute('href')).toBe('/ready');
    online(false);
    await waitFor(() => expect(label.textContent).toBe('Offline · last synced 10:42 AM'));
    // The link's name begins with what it shows (WCAG: the visible label is part of the name).
    expect(screen.getByRole('link', { name: /^Offline · last synced 10:42 AM\. You are offline\./ })).toBeTruthy();
    expect(screen.getByRole('status').getAttribute('aria-label')).toMatch(/^You are offline\. Your changes are saved on this phone/);
    online(true);
    await waitFor(() => expect(label.textContent).toBe('Up to date'));
  });
});
