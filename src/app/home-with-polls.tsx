import { lazy, Suspense, useEffect, useState } from 'react';
import { HomePage } from '../features/feed/home-page';
import { whenSettled } from '../lib/first-screen';

/** The polls (and the change code their votes need) load once the first posts are on screen. */
const PollList = lazy(() => import('../features/polls/poll-list').then((m) => ({ default: m.PollList })));

function PollsOnceSettled() {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled ? (
    <Suspense fallback={null}>
      <PollList />
    </Suspense>
  ) : null;
}

/** The feed with the poll list after its first post: the app composes the two features. */
export function HomeWithPolls() {
  return <HomePage afterFirstPost={<PollsOnceSettled />} />;
}
