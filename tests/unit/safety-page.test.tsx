import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafetyPage } from '../../src/features/safety/safety-page';

const MESSAGE = 'Unable to fetch current conditions. Please check with camp counselors.';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the Safety Center (SPEC §2.3, §8, §9)', () => {
  it('has the four tabs and the fire-danger banner', () => {
    render(<SafetyPage />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Emergency', 'Protocols', 'Conditions', 'Medical']);
    expect(screen.getByRole('region', { name: 'Fire danger' }).textContent).toMatch(/Fire danger: high/i);
  });

  it('lists the static contacts, each with its hours', () => {
    render(<SafetyPage />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(8);
    const text = items.map((i) => i.textContent ?? '');
    for (const name of ['Emergency Services', 'Camp Office', 'County Sheriff', 'Hospital', 'Poison Control', 'Forest Service'])
      expect(text.some((t) => t.includes(name))).toBe(true);
    expect(text.filter((t) => /Counselor/.test(t))).toHaveLength(2);
    expect(text.every((t) => /24\/7|AM|PM/.test(t))).toBe(true);
  });

  it('shows protocols with their severities', () => {
    render(<SafetyPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Protocols' }));
    const severities = new Set(screen.getAllByText(/^(low|medium|high|critical)$/).map((b) => b.textContent));
    expect(severities).toEqual(new Set(['low', 'medium', 'high', 'critical']));
  });

  it('shows the weather, the 5-day forecast, the UV label and the four fire restrictions', () => {
    setOnline(true);
    render(<SafetyPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Conditions' }));
    expect(within(screen.getByRole('region', { name: '5-day forecast' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(/UV 7 \(High\)/)).toBeTruthy();
    const restrictions = within(screen.getByRole('region', { name: 'Fire restrictions' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(restrictions).toHaveLength(4);
    expect(restrictions.join(' ')).toMatch(/Attend campfires[\s\S]*10-foot radius[\s\S]*water[\s\S]*extinguish/i);
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it('offline, opening Conditions shows the §8 message as a toast for 8 seconds', () => {
    vi.useFakeTimers();
    setOnline(false);
    render(<SafetyPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Conditions' }));
    expect(screen.getByRole('status').textContent).toBe(MESSAGE);
    act(() => {
      vi.advanceTimersByTime(7900);
    });
    expect(screen.queryByText(MESSAGE)).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });
});
