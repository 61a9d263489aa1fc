import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { readFirstFeed } from '../db/feed/first-feed-read';
import { useAuthStore } from '../stores/auth-store';
import { GuestOnly, RequireAuth } from './guards';
import type { PreloadableScreen } from './lazy-page';
import { pages } from './pages';

const isPreloadable = (type: unknown): type is PreloadableScreen => typeof type === 'function' && 'preload' in type;

/**
 * Starts loading the code of every lazy screen the opening address shows (the signed-in frame and
 * the page inside it) at once, instead of one after the other as each renders. Nothing is loaded
 * for an address the guards send this visitor away from (a guest on /, a camper on /landing).
 * On the home feed, the phone's posts are read at the same time, without waiting for that code.
 */
export function preloadOpeningScreen(routes: RouteObject[], location: Location): void {
  const matches = matchRoutes(routes, location) ?? [];
  const elements = matches.map((m) => m.route.element).filter(isValidElement);
  const guard = useAuthStore.getState().isAuthenticated ? GuestOnly : RequireAuth;
  if (elements.some((e) => e.type === guard)) return;
  for (const { type } of elements) if (isPreloadable(type)) void type.preload().catch(() => undefined);
  if (elements.some((e) => e.type === pages.Home)) void readFirstFeed();
}
