import { create } from 'zustand';
import { persist } from 'zustand/middleware';

import { languages, type Language } from '../i18n/languages';

interface ThemeState {
  isDarkMode: boolean;
  language: Language;
  toggleDarkMode(): void;
  cycleLanguage(): void;
}

/** Appearance, persisted under 'theme-storage': dark mode on and English by default (SPEC §3). */
export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      isDarkMode: true,
      language: 'en',
      toggleDarkMode: () => set((s) => ({ isDarkMode: !s.isDarkMode })),
      cycleLanguage: () => set((s) => ({ language: languages[(languages.indexOf(s.language) + 1) % languages.length] ?? 'en' })),
    }),
    { name: 'theme-storage', partialize: ({ isDarkMode, language }) => ({ isDarkMode, language }) },
  ),
);
