import { HomePage } from '../features/feed/home-page';
import { PollList } from '../features/polls/poll-list';

/** The feed with the poll list after its first post: the app composes the two features. */
export function HomeWithPolls() {
  return <HomePage afterFirstPost={<PollList />} />;
}
