import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoViewer } from '../../src/components/photo-viewer';
import type { FeedPost } from '../../src/db/feed/use-feed';

afterEach(cleanup);

const photo = (id: string): FeedPost => ({
  id,
  user: { id: 'u1', name: 'Ana R.', avatar: null },
  image: `/uploads/posts/${id}.jpg`,
  caption: `Caption ${id}`,
  likes: 0,
  comments: [],
  isLiked: false,
  isSaved: false,
  createdAt: '2026-07-04T10:00:00.000Z',
});
const album = [photo('a'), photo('b'), photo('c')];

function Album({ onClose }: { onClose: () => void }) {
  const [id, setId] = useState('a');
  return <PhotoViewer post={album.find((p) => p.id === id)!} posts={album} onMove={setId} onClose={onClose} />;
}

const shown = () =>
  within(screen.getByRole('dialog', { name: 'Photo' }))
    .getByRole('img')
    .getAttribute('src');

describe('the photo viewer', () => {
  it('goes through an album by its arrows, the arrow keys and a swipe, and closes with a swipe down', () => {
    const onClose = vi.fn();
    render(<Album onClose={onClose} />);
    expect(shown()).toBe('/uploads/posts/a.jpg');
    expect(screen.queryByRole('button', { name: 'Previous photo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe('/uploads/posts/b.jpg');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(shown()).toBe('/uploads/posts/c.jpg');
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Photo' });
    fireEvent.pointerDown(dialog, { clientX: 100, clientY: 300 });
    fireEvent.pointerUp(dialog, { clientX: 250, clientY: 310 });
    expect(shown()).toBe('/uploads/posts/b.jpg');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(dialog, { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(dialog, { clientX: 105, clientY: 400 });
    expect(onClose).toHaveBeenCalled();
  });

  it('is opaque', () => {
    render(<PhotoViewer post={photo('a')} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Photo' }).className).toMatch(/(^| )bg-black( |$)/);
  });
});
