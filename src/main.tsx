import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { UpdatePrompt } from './components/update-prompt';
import { captureInstallPrompt } from './pwa/install-prompt';
import { requestPersistentStorage } from './pwa/persist-storage';
import { registerServiceWorker } from './pwa/sw-update';
import { useAuthStore } from './stores/auth-store';
import { useThemeStore } from './stores/theme-store';
import { switchLanguageWhenReady as switchLanguage } from './i18n/on-demand';
import { startBackgroundWhenSignedIn } from './app/start-background';
import { showsServerLanding } from './app/landing-route';
import './index.css';

captureInstallPrompt();
// Outbox, replication and the live socket run for a signed-in camper; guests never load that code.
startBackgroundWhenSignedIn();
if (import.meta.env.PROD) registerServiceWorker();
// Once someone signs in, their queued changes and cached lists must survive storage pressure.
if (useAuthStore.getState().isAuthenticated) void requestPersistentStorage();
useAuthStore.subscribe((now, before) => {
  if (now.isAuthenticated && !before.isAuthenticated) void requestPersistentStorage();
});

// The chosen language (kept in theme-storage) is in place before the first screen draws; the landing
// the server rendered in English needs no texts loaded, so it takes over at once.
const languageReady = showsServerLanding() ? Promise.resolve() : switchLanguage(useThemeStore.getState().language);
useThemeStore.subscribe((now, before) => {
  if (now.language !== before.language)
    void switchLanguage(now.language)
      .then(() =>
        useAuthStore.getState().isAuthenticated ? import('./api/notifications').then((push) => push.savePushLanguage()) : undefined,
      )
      .catch(() => undefined);
});

const root = document.getElementById('root');
if (root) {
  void languageReady
    .catch(() => undefined)
    .then(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
          <UpdatePrompt />
        </StrictMode>,
      ),
    );
}
