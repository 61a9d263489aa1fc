import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lazyPage } from '../../src/app/lazy-page';
import { switchLanguageWhenReady } from '../../src/i18n/on-demand';

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      Tapped {n}
    </button>
  );
}

describe('a lazily loaded screen', () => {
  beforeAll(() => switchLanguageWhenReady('en'));
  afterEach(cleanup);

  it('draws at once, with no loading state, when its code arrived before its first render', async () => {
    const Screen = lazyPage(async () => ({ Counter }), 'Counter');
    await Screen.preload();
    render(<Screen />);
    // Not findBy: the screen must be there in the very first paint, or React holds it back for 300 ms.
    expect(screen.getByRole('button', { name: 'Tapped 0' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows the loading state while its code is still on the way, then the screen, which keeps its state', async () => {
    let arrive = (_: { Counter: typeof Counter }) => {};
    const Screen = lazyPage(() => new Promise<{ Counter: typeof Counter }>((resolve) => (arrive = resolve)), 'Counter');
    const { rerender } = render(<Screen />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => arrive({ Counter }));
    const button = await screen.findByRole('button', { name: 'Tapped 0' });
    act(() => button.click());
    rerender(<Screen />);
    expect(screen.getByRole('button', { name: 'Tapped 1' })).toBeTruthy();
  });
});
