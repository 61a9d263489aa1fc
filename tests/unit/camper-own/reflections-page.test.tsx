import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Camp } from '../../../contracts/camps';
import { setMeta } from '../../../src/db/meta-repo';
import { REPLICATION_STATUS_KEY } from '../../../src/db/replica-store';
import { db } from '../../../src/db/schema';
import { ReflectionsPage } from '../../../src/features/reflections/reflections-page';
import { useAuthStore } from '../../../src/stores/auth-store';
import { drainOutbox } from '../../../src/outbox/drain';
import { lakeReflection, myProfile, setOnline } from '../support/camp-seed';
import { jwtFor, resetDb } from '../support/outbox-fixtures';
import { servePage } from '../support/page-fetch';

configure({ asyncUtilTimeout: 5000 });

const camp = (id: string, name: string, year: number): Camp => ({
  id,
  name,
  year,
  location: '',
  address: '',
  start_date: `${year}-09-05T00:00:00.000Z`,
  end_date: `${year}-09-07T00:00:00.000Z`,
  contact_info: {},
  rules: null,
  image_url: null,
  is_active: true,
});

beforeEach(async () => {
  const token = jwtFor('me');
  await resetDb(token);
  useAuthStore.getState().login(myProfile, token);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
  useAuthStore.getState().logout();
});

const show = () =>
  render(
    <MemoryRouter>
      <ReflectionsPage />
    </MemoryRouter>,
  );
const answerSave = (req: { method: string; path: string; body: unknown }) => {
  const body = req.body as { id: string; camp_id: string; high: string; low: string; glitter: string; is_public: boolean };
  return { status: 201, body: { ...body, submitted_at: '2026-09-07T10:00:00.000Z', camp: { name: 'Camp Weekend 2026', year: 2026 } } };
};

describe('Reflections (SPEC §2.3, §5, §8)', () => {
  it("says 'No Camps Yet' when there is no camp", async () => {
    show();
    expect(await screen.findByText('No Camps Yet')).toBeTruthy();
  });

  it("shows 'Failed to load reflections. Please try again later.' when nothing could ever be loaded", async () => {
    await setMeta(REPLICATION_STATUS_KEY, { state: 'failed' });
    show();
    expect(await screen.findByText('Failed to load reflections. Please try again later.')).toBeTruthy();
  });

  it("lists 'Your Reflections' with camp, year, Public or Private, high, low, glitter and date, and 'Create Reflections' for the other camps", async () => {
    await db.camps.bulkPut([camp('camp25', 'Camp Weekend 2025', 2025), camp('camp26', 'Camp Weekend 2026', 2026)]);
    await db.reflections.put(lakeReflection);
    show();
    const card = await screen.findByRole('article', { name: 'Camp Weekend 2025 reflection' });
    for (const text of [
      'Camp Weekend 2025',
      'Private',
      'Canoe race',
      'Rain',
      'Stars',
      `Submitted ${new Date(lakeReflection.submitted_at).toLocaleDateString([], { dateStyle: 'medium' })}`,
    ])
      expect(within(card).getByText(text)).toBeTruthy();
    // The name already says the year: it is not written a second time ("Camp Weekend 2025 2025").
    expect(within(card).queryByText('2025')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your Reflections' })).toBeTruthy();
    const create = screen.getByRole('region', { name: 'Create Reflections' });
    expect(within(create).getByText('Camp Weekend 2026')).toBeTruthy();
    expect(within(create).queryByText('Camp Weekend 2025')).toBeNull();
  });

  it("writes one offline: every hint, all three required, 'Save Reflection', then it waits and is sent once", async () => {
    await db.camps.put(camp('camp26', 'Camp Weekend 2026', 2026));
    setOnline(false);
    const calls = servePage((req) => (req.path === '/reflections' ? answerSave(req) : 'network-error'));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Reflect on Camp Weekend 2026' }));
    const dialog = screen.getByRole('dialog');
    for (const hint of [
      'The best thing that happened at camp',
      'Something that was hard or did not go as planned',
      'A small, sparkly moment you want to remember',
    ])
      expect(within(dialog).getAllByText(hint).length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/Your high is the best part of camp/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('High'), { target: { value: 'Talent show' } });
    fireEvent.change(within(dialog).getByLabelText('Low'), { target: { value: 'Cold lake' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Reflection' }));
    expect(await within(dialog).findByText('Please fill in your high, low and glitter.')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('High').value).toBe('Talent show');
    fireEvent.change(within(dialog).getByLabelText('Glitter'), { target: { value: 'Fireflies' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Share publicly' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Reflection' }));
    const card = await screen.findByRole('article', { name: 'Camp Weekend 2026 reflection' });
    expect(within(card).getByText('Waiting to send')).toBeTruthy();
    expect(within(card).getByText('Public')).toBeTruthy();
    await screen.findByText('Saved on this phone. It will be sent when you have signal.');
    setOnline(true);
    await act(() => drainOutbox());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      expect.objectContaining({ camp_id: 'camp26', high: 'Talent show', low: 'Cold lake', glitter: 'Fireflies', is_public: true }),
    ]);
    await vi.waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Camp Weekend 2026 reflection' })).queryByText('Waiting to send')).toBeNull(),
    );
  });

  it("edits with 'Update Reflection', and shows the server's refusal, else 'Failed to save reflection'", async () => {
    await db.reflections.put(lakeReflection);
    servePage((req) => (req.path === '/reflections' ? { status: 404, body: { error: 'Camp not found.' } } : 'network-error'));
    show();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Camp Weekend 2025 reflection' })).getByRole('button', { name: 'Edit' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('High').value).toBe('Canoe race');
    fireEvent.change(within(dialog).getByLabelText('High'), { target: { value: 'Archery' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Reflection' }));
    await act(() => drainOutbox());
    expect(await screen.findByText('Camp not found.')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Camp Weekend 2025 reflection' })).getByText('Canoe race')).toBeTruthy();
  });

  it("asks 'Are you sure you want to delete this reflection? This action cannot be undone.' and says 'Failed to delete reflection' when refused", async () => {
    await db.reflections.put(lakeReflection);
    servePage((req) => (req.method === 'DELETE' ? { status: 403, body: { error: 'No.' } } : 'network-error'));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Camp Weekend 2025 reflection' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete reflection?' });
    expect(within(dialog).getByText('Are you sure you want to delete this reflection? This action cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Camp Weekend 2025 reflection' })).toBeNull());
    await act(() => drainOutbox());
    expect(await screen.findByText('Failed to delete reflection')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Camp Weekend 2025 reflection' })).toBeTruthy();
  });
});
