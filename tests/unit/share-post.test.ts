// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '../../src/i18n';
import { LINK_COPIED, sharePost } from '../../src/features/feed/share-post';

const post = { id: 'p1', caption: `${'a'.repeat(100)} and more` };
const origin = 'https://camp.example';

describe('sharing a post', () => {
  it('uses native sharing where it exists, with the short text and the link', async () => {
    const share = vi.fn(() => Promise.resolve());
    const alert = vi.fn();
    await sharePost(post, origin, { share, alert });
    expect(share).toHaveBeenCalledWith({ title: 'Camp Weekend', text: `${'a'.repeat(100)}...`, url: 'https://camp.example/home#post-p1' });
    expect(alert).not.toHaveBeenCalled();
  });

  it('otherwise copies the text and link and says "Post link copied to clipboard!"', async () => {
    const copy = vi.fn(() => Promise.resolve());
    const alert = vi.fn();
    await sharePost(post, origin, { copy, alert });
    expect(copy).toHaveBeenCalledWith(`${'a'.repeat(100)}...\nhttps://camp.example/home#post-p1`);
    expect(alert).toHaveBeenCalledWith(i18next.t(LINK_COPIED));
    expect(i18next.t(LINK_COPIED)).toBe('Post link copied to clipboard!');
  });

  it('falls back to copying when native sharing fails, and shows the text when copying fails too', async () => {
    const alert = vi.fn();
    await sharePost(post, origin, {
      share: () => Promise.reject(new Error('nope')),
      copy: () => Promise.reject(new Error('denied')),
      alert,
    });
    expect(alert).toHaveBeenCalledWith(`${'a'.repeat(100)}...\nhttps://camp.example/home#post-p1`);
  });
});
