export type SearchKind = 'posts' | 'comments' | 'events' | 'rules' | 'places' | 'people' | 'messages' | 'polls';

export interface SearchHit {
  id: string;
  title: string;
  /** A short line of context (description, message text). */
  detail: string;
  /** Where the item lives in the app. */
  to: string;
  /** A message's sender and conversation, so the screen can say "Sarah in Hike crew" in the chosen language. */
  message?: { name: string; conversation: string };
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}
