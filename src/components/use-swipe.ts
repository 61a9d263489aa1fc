import { useRef, type PointerEvent } from 'react';

/** A swipe is a move of at least this many pixels; a swipe down, half as much again. */
const SWIPE_PX = 50;

/**
 * Swipes on a full-screen viewer: `sideways(1)` for a swipe left (go on), `sideways(-1)` for a swipe right (go back),
 * `down` for a swipe down, and `tap` for a press that hardly moved. Spread the answer on the element.
 */
export function useSwipe(on: { sideways: (step: 1 | -1) => void; down: () => void; tap?: (e: PointerEvent) => void }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (e: PointerEvent) => {
      start.current = { x: e.clientX, y: e.clientY };
    },
    onPointerUp: (e: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = e.clientX - from.x;
      const dy = e.clientY - from.y;
      if (dy > SWIPE_PX * 1.5 && Math.abs(dy) > Math.abs(dx)) on.down();
      else if (Math.abs(dx) > SWIPE_PX) on.sideways(dx < 0 ? 1 : -1);
      else on.tap?.(e);
    },
  };
}
