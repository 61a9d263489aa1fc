import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useThemeStore } from '../stores/theme-store';
import { router } from './router';

export function App() {
  const isDarkMode = useThemeStore((s) => s.isDarkMode);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', isDarkMode);
  }, [isDarkMode]);
  return <RouterProvider router={router} />;
}
