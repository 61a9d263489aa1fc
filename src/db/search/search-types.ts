export type SearchKind = 'posts' | 'comments' | 'events' | 'rules' | 'places' | 'people' | 'messages' | 'polls';

export interface SearchHit {
  id: string;
  title: string;
  /** A short line of context (description, message text). */
  detail: string;
  /** Where the item lives in the app. */
  to: string;
}

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  hits: SearchHit[];
}
