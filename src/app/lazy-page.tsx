import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { loadedText } from '../i18n/on-demand';
import { markFirstScreenShown } from '../lib/first-screen';
import { forgetPrerendered, prerenderedMarkup } from './prerendered';

/** Mounted with a screen's content: its effect runs once that content has painted. */
function Shown({ mark }: { mark: boolean }) {
  useEffect(() => {
    forgetPrerendered();
    if (mark) markFirstScreenShown();
  }, [mark]);
  return null;
}

/** While a screen's code loads: the page the server rendered, if this is it, else a short note. */
function Loading() {
  const markup = prerenderedMarkup();
  // aria-busy: assistive technology (and the tests) know the screen is not there yet.
  if (markup) return <div className="contents" aria-busy="true" dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <div className="p-6 text-center text-slate-600 dark:text-slate-400" aria-busy="true">
      {loadedText('common:loading')}
    </div>
  );
}

/** A lazily loaded screen whose code can be fetched ahead of its first render. */
export type PreloadableScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * A route's screen, loaded on first visit (the service worker precaches every chunk for offline use).
 * A `frame` (the signed-in shell around the screens) does not count as the first screen shown; a
 * `self` page (the home feed) says itself when its content from the phone has drawn.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  kind: 'page' | 'frame' | 'self' = 'page',
): PreloadableScreen {
  let loading: Promise<M> | undefined;
  // Set once the code is here: a screen preloaded before its first render (the opening screen, from
  // the service worker's cache) then draws at once. Through lazy() it would suspend for a moment
  // anyway, and React holds a revealed screen back for 300 ms after its loading state has shown.
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module[name] as ComponentType;
      return module;
    }));
  const Page = lazy(async () => ({ default: (await loadOnce())[name] as ComponentType }));
  function LazyPage() {
    // Chosen once per mount, so a later render never swaps the screen's component (and its state).
    const [Screen] = useState(() => loaded ?? Page);
    return (
      <Suspense fallback={<Loading />}>
        <Screen />
        {kind !== 'frame' && <Shown mark={kind === 'page'} />}
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: loadOnce });
}
