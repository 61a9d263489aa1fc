import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushSwitch } from '../../src/features/notifications/online/push-switch';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the push switch', () => {
  it('on an iPhone browser tab explains Add to Home Screen first, with no switch', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    );
    render(<PushSwitch />);
    expect(screen.getByText(/need the app on your Home Screen first: tap Share, then Add to Home Screen/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
