import type { ManifestOptions } from 'vite-plugin-pwa';

export const manifest: Partial<ManifestOptions> = {
  name: 'Camp Weekend',
  short_name: 'Camp',
  description: 'Events, photos, chat and safety for the camp weekend, with or without signal.',
  theme_color: '#166534',
  background_color: '#0f172a',
  display: 'standalone',
  start_url: '/',
  scope: '/',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Events', url: '/events' },
    { name: 'Chat', url: '/chat' },
    { name: 'Safety', url: '/safety' },
  ],
};
