import { useLiveQuery } from './use-live-query';
import { searchCamp } from '../search/search-camp';
import type { SearchGroup } from '../search/search-types';

/** What the phone holds that matches the query, grouped (undefined while searching). */
export function useSearch(query: string): SearchGroup[] | undefined {
  return useLiveQuery(() => searchCamp(query), [query]);
}
