import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollToHash } from '../../src/app/frame/use-scroll-to-hash';

const scrolled: Element[] = [];

function Frame() {
  useScrollToHash();
  return <Outlet />;
}

/** A list whose items arrive a moment after the screen draws, as stored lists do. */
function LateList() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <ul>
      <li>
        <Link to="/events#event-e2">Go to the hike</Link>
      </li>
      {ready
        ? ['e1', 'e2'].map((id) => (
            <li key={id} id={`event-${id}`} aria-label={`Event ${id}`}>
              {id}
            </li>
          ))
        : null}
    </ul>
  );
}

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/events', element: <LateList /> },
          { path: '/', element: <Link to="/events#event-e1">Open</Link> },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a link to an exact item', () => {
  it('waits for the item to draw, then scrolls to it and focuses it', async () => {
    renderAt('/events#event-e2');
    expect(screen.queryByLabelText('Event e2')).toBeNull();
    const item = await screen.findByLabelText('Event e2');
    await waitFor(() => expect(document.activeElement).toBe(item));
    expect(scrolled).toEqual([item]);
    expect(item.getAttribute('tabindex')).toBe('-1');
    expect(item.classList.contains('ring-2')).toBe(true);
  });

  it('lands on the item when the hash changes on a screen already showing', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/events'));
    await screen.findByLabelText('Event e1');
    expect(scrolled).toEqual([]);
    act(() => screen.getByRole('link', { name: 'Go to the hike' }).click());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Event e2')));
    expect(scrolled).toEqual([screen.getByLabelText('Event e2')]);
  });

  it('gives up quietly when the item never appears', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderAt('/events#event-gone');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(screen.getByLabelText('Event e1')).toBeTruthy();
    expect(scrolled).toEqual([]);
    expect(document.activeElement).toBe(document.body);
  });
});
