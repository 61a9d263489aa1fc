import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { HomePage } from '../features/feed/home-page';
import { whenSettled } from '../lib/first-screen';

/** The polls (and the change code their votes need) load once the first posts are on screen. */
const PollList = lazy(() => import('../features/polls/poll-list').then((m) => ({ default: m.PollList })));
/** On a wide screen, the next events and the chats beside the feed; it loads once the feed has settled. */
const HomeAside = lazy(() => import('./home-aside').then((m) => ({ default: m.HomeAside })));
/** Once the camp is over, its memories lead the feed; they load with the polls, once the first posts are on screen. */
const HomeMemories = lazy(() => import('./home-memories').then((m) => ({ default: m.HomeMemories })));
const WIDE = '(min-width: 1024px)';

function OnceSettled({ children }: { children: ReactNode }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled ? <Suspense fallback={null}>{children}</Suspense> : null;
}

function AsideOnWideScreens() {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(WIDE);
    if (!query) return;
    let alive = true;
    const follow = () => alive && setWide(query.matches);
    whenSettled(follow);
    query.addEventListener('change', follow);
    return () => {
      alive = false;
      query.removeEventListener('change', follow);
    };
  }, []);
  return wide ? (
    <Suspense fallback={null}>
      <HomeAside />
    </Suspense>
  ) : null;
}

/**
 * The feed, led by the camp's memories once it is over, with the poll list after its first post, and on a wide
 * screen the next events and chats beside it.
 */
export function HomeWithPolls() {
  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-6 lg:pr-4">
      <HomePage
        leading={(posts) => (
          <OnceSettled>
            <HomeMemories posts={posts} />
          </OnceSettled>
        )}
        afterFirstPost={
          <OnceSettled>
            <PollList />
          </OnceSettled>
        }
      />
      <AsideOnWideScreens />
    </div>
  );
}
