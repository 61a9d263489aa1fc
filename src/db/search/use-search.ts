import { useLiveQuery } from '../hooks/use-live-query';
import { searchCamp } from './search-camp';
import type { SearchGroup } from './search-types';

/** What the phone holds that matches the query, grouped (undefined while searching). */
export function useSearch(query: string): SearchGroup[] | undefined {
  return useLiveQuery(() => searchCamp(query), [query]);
}
