import type { User } from '../../../contracts/profile';
import type { LocalMark } from '../schema';
import { useLazyLiveQuery } from './lazy-live-query';

/** The person's own full record on this phone (undefined while loading or before the first pull). */
export function useMyProfile(userId: string | undefined): (User & LocalMark) | undefined {
  return useLazyLiveQuery((reads) => reads.myProfile(userId), [userId], undefined);
}
