import { useEffect, type MouseEvent } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { prerenderedMarkup } from './prerendered';
import { switchLanguageWhenReady } from '../i18n/on-demand';
import { markFirstScreenShown } from '../lib/first-screen';
import { useAuthStore } from '../stores/auth-store';
import { useThemeStore } from '../stores/theme-store';

const LiveLanding = lazyPage(() => import('../features/landing/landing-page'), 'LandingPage');

/**
 * True while the page the server rendered (landing.html, in English) is what this visitor would see:
 * the landing opened in English by a guest. It is then kept as it is, and the landing's code, i18next
 * and the catalogs are not needed until another screen is opened.
 */
export function showsServerLanding(): boolean {
  return prerenderedMarkup() !== null && useThemeStore.getState().language === 'en' && !useAuthStore.getState().isAuthenticated;
}

/** A click on one of the page's own links opens that screen in the app, as a router link would. */
function openInApp(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || link.target || link.origin !== window.location.origin) return;
  event.preventDefault();
  // The next screen has texts: i18next and its catalogs start loading with the click.
  void switchLanguageWhenReady(useThemeStore.getState().language);
  void navigate(`${link.pathname}${link.search}${link.hash}`);
}

function ServerLanding({ markup }: { markup: string }) {
  const navigate = useNavigate();
  useEffect(() => markFirstScreenShown(), []);
  return <div className="contents" onClick={(e) => openInApp(e, navigate)} dangerouslySetInnerHTML={{ __html: markup }} />;
}

/** /landing: the server's page while it is the one to show, else the landing drawn by the app (in any language). */
export function LandingRoute() {
  const english = useThemeStore((s) => s.language === 'en');
  const markup = prerenderedMarkup();
  if (markup && english) return <ServerLanding markup={markup} />;
  return <LiveLanding />;
}

/** Loads the drawn landing ahead of its first render, unless the server's page is what shows. */
LandingRoute.preload = (): Promise<unknown> => (showsServerLanding() ? Promise.resolve() : LiveLanding.preload());
