import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePackingItems } from '../../src/db/packing/use-packing';
import { mutate } from '../../src/db/mutate';
import { db } from '../../src/db/schema';
import { dropBackendConnection } from './support/failing-idb';
import { resetDb } from './support/outbox-fixtures';

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  if (!db.isOpen()) await db.open();
  await resetDb();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ticked = (items: { is_checked: boolean }[] | undefined) => items?.filter((i) => i.is_checked).length;

describe("a screen's live read when the connection goes away under the page", () => {
  it('a screen opened on a closed database shows its data instead of "Loading…"', async () => {
    db.close();
    const { result } = renderHook(() => usePackingItems());
    await waitFor(() => expect(result.current).toHaveLength(4), { timeout: 15_000 });
  });

  it('a screen showing its data keeps following changes after the connection was dropped as WebKit drops it', async () => {
    const { result } = renderHook(() => usePackingItems());
    await waitFor(() => expect(result.current).toHaveLength(4));
    dropBackendConnection(false);
    await mutate('packing.tick', { id: 3, checked: true });
    await waitFor(() => expect(ticked(result.current)).toBe(1), { timeout: 15_000 });
    db.close();
    await mutate('packing.tick', { id: 4, checked: true });
    await waitFor(() => expect(ticked(result.current)).toBe(2), { timeout: 15_000 });
  });
});
