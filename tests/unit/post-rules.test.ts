import { describe, expect, it } from 'vitest';
import type { Comment } from '../../contracts/feed';
import { i18next, loadAreas, switchLanguage } from '../../src/i18n';
import { canSubmitCaption, captionCounter } from '../../src/lib/caption';
import { fitWithin } from '../../src/lib/downscale';
import { FILE_TOO_LARGE, NOT_AN_IMAGE, photoFileError, RELOAD_AFTER_UPLOAD_MS, UPLOAD_FAILED } from '../../src/lib/photo-upload';
import { DEFAULT_POST_IMAGE, feedComments, isSamplePost, postImage, previewImage, shareText } from '../../src/lib/post-rules';
import { samplePosts, showSamples } from '../../src/lib/sample-posts';

const comment = (n: number): Comment => ({
  id: `c${n}`,
  user: { id: 'u', name: 'Sam Camper', avatar: null },
  text: `comment ${n}`,
  createdAt: new Date(2025, 8, 5, 10, n).toISOString(),
});

describe('the last-2-comments rule', () => {
  it('shows every comment and no link with 2 or fewer', () => {
    expect(feedComments([comment(1), comment(2)])).toEqual({ shown: [comment(1), comment(2)], viewAll: null });
    expect(feedComments([])).toEqual({ shown: [], viewAll: null });
  });

  it('shows the newest 2 and "View all N comments" with more than 2', () => {
    const result = feedComments([1, 2, 3, 4, 5].map(comment));
    expect(result.shown.map((c) => c.id)).toEqual(['c4', 'c5']);
    expect(result.viewAll).toBe('View all 5 comments');
    expect(feedComments([1, 2, 3].map(comment)).viewAll).toBe('View all 3 comments');
  });
});

describe('the share text rule', () => {
  it('keeps a caption of 100 characters or fewer as it is', () => {
    expect(shareText('Sunset at the lake')).toBe('Sunset at the lake');
    expect(shareText('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('cuts a longer caption to its first 100 characters plus "..."', () => {
    expect(shareText(`${'b'.repeat(100)}c`)).toBe(`${'b'.repeat(100)}...`);
  });
});

describe('caption validation', () => {
  it('needs a caption that is not blank after trimming', () => {
    expect(canSubmitCaption('')).toBe(false);
    expect(canSubmitCaption('   \n ')).toBe(false);
    expect(canSubmitCaption(' Campfire ')).toBe(true);
  });

  it('allows at most 300 characters and counts them', () => {
    expect(canSubmitCaption('x'.repeat(300))).toBe(true);
    expect(canSubmitCaption('x'.repeat(301))).toBe(false);
    expect(captionCounter('hello')).toBe('5/300');
  });
});

describe('upload validation messages', () => {
  it('refuses anything that is not an image', () => {
    expect(photoFileError({ type: 'application/pdf', size: 1000 })).toBe(i18next.t(NOT_AN_IMAGE));
    expect(i18next.t(NOT_AN_IMAGE)).toBe('Please select an image file');
  });

  it('refuses a photo of 10MB or more', () => {
    expect(photoFileError({ type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBe(i18next.t(FILE_TOO_LARGE));
    expect(i18next.t(FILE_TOO_LARGE)).toBe('File size must be less than 10MB');
    expect(photoFileError({ type: 'image/jpeg', size: 10 * 1024 * 1024 - 1 })).toBeNull();
  });

  it('says the upload failed in the spec words, and reloads the photos about 1 s after an upload', () => {
    expect(i18next.t(UPLOAD_FAILED)).toBe('Failed to upload photo. Please try again.');
    expect(RELOAD_AFTER_UPLOAD_MS).toBe(1000);
  });
});

describe('images and samples', () => {
  it('shows the camp logo for a post with no image or a welcome caption', () => {
    expect(postImage({ image: null, caption: 'Hi' })).toBe(DEFAULT_POST_IMAGE);
    expect(postImage({ image: '/uploads/posts/a.jpg', caption: 'Welcome to camp!' })).toBe('/icons/logo.svg');
    expect(postImage({ image: '/uploads/posts/a.jpg', caption: 'Canoes' })).toBe('/uploads/posts/a.jpg');
  });

  it("loads the server's smaller copy in cards and the grid, and the logo or a waiting local photo as they are", () => {
    expect(previewImage({ image: '/uploads/posts/a.jpg', thumb: '/uploads/posts/a-thumb.webp', caption: 'Canoes' })).toBe(
      '/uploads/posts/a-thumb.webp',
    );
    expect(previewImage({ image: '/uploads/posts/a.jpg', thumb: null, caption: 'Canoes' })).toBe('/uploads/posts/a.jpg');
    expect(previewImage({ image: '/uploads/posts/a.jpg', thumb: '/uploads/posts/a-thumb.webp', caption: 'Welcome!' })).toBe(
      DEFAULT_POST_IMAGE,
    );
    expect(previewImage({ image: 'local-blob:b1', caption: 'Offline' })).toBe('local-blob:b1');
  });

  it('downscales to at most 2048 px on the long edge, keeping the aspect', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(1600, 1200)).toEqual({ width: 1600, height: 1200 });
  });

  it('gives sample posts ids starting with "example" and camp details in the welcome post', () => {
    const [welcome] = samplePosts();
    expect(welcome && isSamplePost(welcome.id)).toBe(true);
    expect(welcome?.caption).toMatch(
      /^Welcome to Camp Weekend 2025, our 3rd annual camp! Sep 5\s–\s7, 2025 at Whispering Pines Campground/,
    );
  });

  it('writes the welcome post wholly in the camper’s language, its dates too', async () => {
    await loadAreas(['feed']);
    await switchLanguage('es');
    try {
      const [welcome] = samplePosts();
      expect(welcome?.caption).toMatch(/^¡Te damos la bienvenida a Camp Weekend 2025, nuestro 3\.er campamento anual! 5–7 sept 2025 en /);
      expect(welcome?.caption).not.toMatch(/annual|September/);
    } finally {
      await switchLanguage('en');
    }
  });

  it('shows the samples only when nothing is cached and the load failed', () => {
    expect(showSamples([], true)).toBe(true);
    expect(showSamples([], false)).toBe(false);
    expect(showSamples([{ id: 'p1' }], true)).toBe(false);
    expect(showSamples(undefined, true)).toBe(false);
  });
});
