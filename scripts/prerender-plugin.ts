/**
 * Writes `landing.html`: index.html with the landing page already rendered inside #root, so a
 * visitor on a slow link sees the page as soon as the HTML and CSS arrive, before any script runs.
 * The app then takes over without a flash (src/app/prerendered.ts). Runs before the service worker
 * is generated, so the page is precached like every other file.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

export interface PrerenderedPage {
  /** The address it answers, e.g. '/landing'; the file is named after it. */
  path: string;
  /** The screen's module (from the project root) and its exported component. */
  module: string;
  component: string;
}

async function renderPage(root: string, page: PrerenderedPage): Promise<string> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    // The page's texts come from the catalogs: the English ones are loaded first, so the HTML holds words, not keys.
    const i18n = (await server.ssrLoadModule('/src/i18n/index.ts')) as { areas: string[]; loadAreas(names: string[]): Promise<void> };
    await i18n.loadAreas(i18n.areas);
    const mod = await server.ssrLoadModule(page.module);
    const Screen = mod[page.component] as ComponentType;
    return renderToString(createElement(StaticRouter, { location: page.path }, createElement(Screen)));
  } finally {
    await server.close();
  }
}

export function prerenderPlugin(pages: PrerenderedPage[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'camp-weekend:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Sequential and listed before vite-plugin-pwa, whose closeBundle then precaches the page.
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
        if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
        for (const page of pages) {
          const html = await renderPage(config.root, page);
          const filled = shell.replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.path}">${html}</div>`);
          await writeFile(path.join(outDir, `${page.path.slice(1)}.html`), filled);
        }
      },
    },
  };
}
