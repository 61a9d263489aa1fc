import { act, cleanup, render, screen, within } from '@testing-library/react';
import { use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from '../../src/components/modal';

afterEach(cleanup);

/** Content that waits (like a dialog whose text catalog is not loaded yet) until `arrive` is called. */
function waitingContent() {
  let arrive = () => {};
  const ready = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  function Content() {
    use(ready);
    return <p>Caption field</p>;
  }
  return {
    Content,
    arrive: () =>
      act(async () => {
        arrive();
        await ready;
      }),
  };
}

describe('a dialog whose content is not ready yet', () => {
  it('says it is loading inside its own frame while the page behind stays, then shows the content', async () => {
    const { Content, arrive } = waitingContent();
    // Drawn inside act, as React wants for content that waits, so it is drawn again once it is ready.
    await act(async () => {
      render(
        <main>
          <h1>Home Feed</h1>
          <button type="button">Create Post</button>
          <Modal title="Create Post" onClose={() => {}}>
            <Content />
          </Modal>
        </main>,
      );
    });
    const dialog = screen.getByRole('dialog', { name: 'Create Post' });
    expect(within(dialog).getByRole('status').textContent).toBe('Loading…');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home Feed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeTruthy();

    await arrive();
    expect(within(dialog).getByText('Caption field')).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Home Feed' })).toBeTruthy();
  });
});
