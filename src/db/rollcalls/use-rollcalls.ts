import { useLiveQuery } from '../hooks/use-live-query';
import { lastBoardChange, openRollCall, type BoardChange } from './rollcalls-store';

/** The open roll call with the signed-in person's answer (null when none is open, undefined while loading). */
export function useOpenRollCall() {
  return useLiveQuery(openRollCall, []);
}

/** When the socket last said a roll call's board changed (null before any). */
export function useBoardChange(): BoardChange | null | undefined {
  return useLiveQuery(lastBoardChange, []);
}
