import { lazy, Suspense, type ComponentType } from 'react';

/** A route's screen, loaded on first visit (the service worker precaches every chunk for offline use). */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function LazyPage() {
    return (
      <Suspense fallback={<div className="p-6 text-center text-slate-400">Loading…</div>}>
        <Page />
      </Suspense>
    );
  };
}
