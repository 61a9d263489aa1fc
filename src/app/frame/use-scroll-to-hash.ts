import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for the item to appear (its screen's code and the stored list load first). */
const WAIT_MS = 5000;
const HIGHLIGHT_MS = 2500;
const highlight = ['ring-2', 'ring-amber-400', 'ring-offset-2', 'ring-offset-transparent'];

/** Brings the item into view, marks it for a moment and puts the focus on it, so a screen reader reads it. */
function reveal(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ block: 'center', behavior: calm ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
  element.classList.add(...highlight);
  setTimeout(() => element.classList.remove(...highlight), HIGHLIGHT_MS);
}

/**
 * An address with a hash (`/events#event-12`, `/#post-3`, from search or a notice) lands on that exact
 * item: once the element with that id is on the page (waiting up to 5 s for it to draw), it is
 * scrolled into view, briefly highlighted and focused.
 */
export function useScrollToHash(waitMs = WAIT_MS): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const found = () => {
      const element = document.getElementById(id);
      if (element) reveal(element);
      return Boolean(element);
    };
    if (found()) return;
    const observer = new MutationObserver(() => {
      if (found()) stop();
    });
    const timer = setTimeout(() => stop(), waitMs);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash, key, waitMs]);
}
