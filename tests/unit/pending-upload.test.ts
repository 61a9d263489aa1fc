import { describe, expect, it } from 'vitest';
import { clearPendingUpload, getPendingUpload, savePendingUpload } from '../../src/db/feed/photos-store';

describe('pending upload from the camera button', () => {
  it('keeps the picked image with its type until cleared', async () => {
    await savePendingUpload(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    const stored = await getPendingUpload();
    expect(stored?.type).toBe('image/png');
    expect([...new Uint8Array(stored?.data ?? new ArrayBuffer(0))]).toEqual([1, 2, 3]);
    await clearPendingUpload();
    expect(await getPendingUpload()).toBeUndefined();
  });

  it('replaces an earlier pick with the newest one', async () => {
    await savePendingUpload(new Blob([new Uint8Array([1])], { type: 'image/png' }));
    await savePendingUpload(new Blob([new Uint8Array([9, 9])], { type: 'image/jpeg' }));
    const stored = await getPendingUpload();
    expect(stored?.type).toBe('image/jpeg');
    expect(stored?.data.byteLength).toBe(2);
  });
});
