import { HomePage } from '../features/feed/home-page';

/** The feed with the poll list after its first post: the app composes the two features. */
export function HomeWithPolls() {
  return <HomePage />;
}
