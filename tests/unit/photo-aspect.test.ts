// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { feedAspectRatio } from '../../src/lib/photo-aspect';

describe("the feed's photo shape", () => {
  it('shows a 4:3 landscape and a square as taken', () => {
    expect(feedAspectRatio(4000, 3000)).toBeCloseTo(4 / 3);
    expect(feedAspectRatio(1080, 1080)).toBe(1);
  });

  it('crops only beyond 4:5 and 1.91:1', () => {
    expect(feedAspectRatio(1080, 1350)).toBeCloseTo(0.8);
    expect(feedAspectRatio(1080, 1920)).toBeCloseTo(0.8);
    expect(feedAspectRatio(1910, 1000)).toBeCloseTo(1.91);
    expect(feedAspectRatio(3000, 1000)).toBeCloseTo(1.91);
  });

  it('is square until the size is known', () => {
    expect(feedAspectRatio(0, 0)).toBe(1);
  });
});
