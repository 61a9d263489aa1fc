import { describe, expect, it } from 'vitest';
import { useThemeStore } from '../../src/stores/theme-store';

describe('appearance state (SPEC §3)', () => {
  it('starts in dark mode and English, persisted under theme-storage', () => {
    const state = useThemeStore.getState();
    expect(state.isDarkMode).toBe(true);
    expect(state.language).toBe('en');
    state.toggleDarkMode();
    expect(JSON.parse(localStorage.getItem('theme-storage') ?? '{}')).toMatchObject({ state: { isDarkMode: false, language: 'en' } });
  });

  it('cycles English, Spanish, French', () => {
    const seen = [1, 2, 3].map(() => {
      useThemeStore.getState().cycleLanguage();
      return useThemeStore.getState().language;
    });
    expect(seen).toEqual(['es', 'fr', 'en']);
  });
});
