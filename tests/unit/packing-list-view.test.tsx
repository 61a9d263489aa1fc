import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PackingListView } from '../../src/features/packing/components/packing-list-view';
import { loadAreas, switchLanguage } from '../../src/i18n';

const items = [
  { id: 'a', name: 'Sleeping bag', category: 'Sleep and Comfort', essential: true, checked: true },
  { id: 'b', name: 'Pillow', category: 'Sleep and Comfort', essential: false, checked: false },
  { id: 'c', name: 'Sunscreen', category: 'Personal Care', essential: true, checked: false },
  { id: 'd', name: 'Camp chair', category: 'Miscellaneous', essential: false, checked: false, pending: true },
];
const percent = () => screen.getByTestId('packing-percent').textContent;

afterEach(cleanup);

describe('the packing list screen (SPEC §4.7)', () => {
  it('shows progress over the shown items, and the essentials-only filter changes both', () => {
    render(<PackingListView items={items} onToggle={vi.fn()} onReset={vi.fn()} />);
    expect(percent()).toBe('25%');
    expect(screen.getAllByRole('checkbox', { name: /Pillow|Camp chair|Sunscreen|Sleeping bag/ })).toHaveLength(4);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Essentials only' }));
    expect(percent()).toBe('50%');
    expect(screen.queryByRole('checkbox', { name: /Pillow/ })).toBeNull();
  });

  it('groups by category and marks ticks still waiting to be sent', () => {
    render(<PackingListView items={items} onToggle={vi.fn()} onReset={vi.fn()} />);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Sleep and Comfort', 'Personal Care', 'Miscellaneous']);
    expect(within(screen.getByRole('region', { name: 'Miscellaneous' })).getByLabelText('Waiting to send')).toBeTruthy();
  });

  it('toggles an item, and resets all only after confirmation', () => {
    const onToggle = vi.fn();
    const onReset = vi.fn();
    render(<PackingListView items={items} onToggle={onToggle} onReset={onReset} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Pillow/ }));
    expect(onToggle).toHaveBeenCalledWith(items[1]);
    fireEvent.click(screen.getByRole('button', { name: /Reset All/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(onReset).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Reset All/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Reset All/ }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});

describe('the packing list in Spanish', () => {
  afterEach(() => switchLanguage('en'));

  it('names the camp items and categories in Spanish, and counts with Spanish numbers', async () => {
    await switchLanguage('es');
    await loadAreas(['packing']);
    render(<PackingListView items={items} onToggle={vi.fn()} onReset={vi.fn()} />);
    screen.getByRole('region', { name: 'Dormir y descansar' });
    screen.getByRole('checkbox', { name: /Saco de dormir/ });
    screen.getByRole('checkbox', { name: /Protector solar/ });
    screen.getByText('1 de 4 guardados');
    expect(percent()).toBe('25\u00a0%');
  });
});
