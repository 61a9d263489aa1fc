import { useSyncExternalStore } from 'react';
import { getEverythingState, subscribeGetEverything, type GetEverythingState } from '../../../replication/get-everything';

/** The "Get everything now" run, live: whether it runs, its progress and how the last one ended. */
export function useGetEverything(): GetEverythingState {
  return useSyncExternalStore(subscribeGetEverything, getEverythingState, getEverythingState);
}
