import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './pwa-manifest';
import { precompressPlugin } from './scripts/precompress-plugin';
import { prerenderPlugin } from './scripts/prerender-plugin';
import { workerI18nPlugin } from './scripts/worker-i18n-plugin';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    prerenderPlugin([{ path: '/landing', module: '/src/features/landing/landing-page.tsx', component: 'LandingPage' }]),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,jpg,jpeg,gif,webp,ico,woff2,webmanifest}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // One classic script: the worker is registered without type 'module', and code it shares with the
        // app may load a module lazily (import()), which then lands inline.
        rollupFormat: 'iife',
        buildPlugins: { vite: [workerI18nPlugin()] },
      },
      devOptions: { enabled: false },
    }),
    precompressPlugin(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rollupOptions: {
      output: {
        // A text catalog's chunk says whose texts it holds (texts-es-feed-*.js), never just the area's name.
        chunkFileNames: (chunk) => {
          const catalogs = chunk.moduleIds.map((id) => /\/texts\/(\w+)\/([\w-]+)\.json$/.exec(id));
          const catalog = catalogs.length > 0 && catalogs.every(Boolean) ? catalogs[0] : null;
          return catalog ? `assets/texts-${catalog[1]}-${catalog[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
