import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallRow } from '../../src/features/more/components/install-row';
import { captureInstallPrompt, isIos } from '../../src/pwa/install-prompt';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderRow = () =>
  render(
    <ul>
      <InstallRow />
    </ul>,
  );

describe('installing the app from More (issue: installable)', () => {
  it('on iOS shows Add to Home Screen steps instead of a prompt', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
    );
    renderRow();
    fireEvent.click(screen.getByRole('button', { name: /Add to Home Screen/ }));
    expect(screen.getByText(/Tap the Share button/)).toBeTruthy();
  });

  it('tells other browsers where the install item is when there is no prompt', () => {
    renderRow();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/browser’s menu/)).toBeTruthy();
  });

  it('offers Install App once the browser allows it, and shows the browser’s dialog', async () => {
    captureInstallPrompt();
    renderRow();
    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Install App/ }));
      await Promise.resolve();
    });
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('recognises iPhone, iPad and iPadOS as iOS', () => {
    expect(isIos('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe(true);
    expect(isIos('Mozilla/5.0 (Linux; Android 14) Chrome/126')).toBe(false);
  });
});
