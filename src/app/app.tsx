import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { expectFirstScreen } from '../lib/first-screen';
import { useThemeStore } from '../stores/theme-store';
import { preloadOpeningScreen } from './preload-opening-screen';
import { routes } from './router';

expectFirstScreen();
preloadOpeningScreen(routes, window.location);

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  const isDarkMode = useThemeStore((s) => s.isDarkMode);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', isDarkMode);
  }, [isDarkMode]);
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
