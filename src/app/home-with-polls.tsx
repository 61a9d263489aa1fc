import { lazy, Suspense } from 'react';
import { HomePage } from '../features/feed/home-page';

/** The polls (and the mutation code their votes need) load once the first post is on screen. */
const PollList = lazy(() => import('../features/polls/poll-list').then((m) => ({ default: m.PollList })));

/** The feed with the poll list after its first post: the app composes the two features. */
export function HomeWithPolls() {
  return (
    <HomePage
      afterFirstPost={
        <Suspense fallback={null}>
          <PollList />
        </Suspense>
      }
    />
  );
}
