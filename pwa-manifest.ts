import type { ManifestOptions } from 'vite-plugin-pwa';

const icon192 = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };

/** The web app manifest: installable, standalone, with shortcuts to Events, Chat and Safety. */
export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Camp Weekend',
  short_name: 'Camp Weekend',
  description: 'Events, photos, chat and safety for the camp weekend, with or without signal.',
  lang: 'en',
  theme_color: '#166534',
  background_color: '#0f172a',
  display: 'standalone',
  orientation: 'portrait',
  start_url: '/',
  scope: '/',
  categories: ['lifestyle', 'social'],
  icons: [
    { ...icon192, purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Camp Events', short_name: 'Events', description: 'The weekend schedule and RSVPs', url: '/events', icons: [icon192] },
    { name: 'Messages', short_name: 'Chat', description: 'Your conversations', url: '/chat', icons: [icon192] },
    { name: 'Safety Center', short_name: 'Safety', description: 'Emergency contacts and protocols', url: '/safety', icons: [icon192] },
  ],
};
