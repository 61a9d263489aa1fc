/**
 * The markup the server sent already rendered in #root (landing.html, scripts/prerender-plugin.ts),
 * kept from before React starts. While the opening screen's code loads, it is shown as that screen's
 * loading state, so the page stays as it is instead of flashing "Loading…"; React then puts the
 * same elements back in place. Dropped once the first screen has shown.
 */
const root = typeof document === 'undefined' ? null : document.getElementById('root');
let markup: string | null = root?.dataset.prerendered === window.location.pathname ? root.innerHTML : null;

export function prerenderedMarkup(): string | null {
  return markup;
}

export function forgetPrerendered(): void {
  markup = null;
}
