import { useLiveQuery } from 'dexie-react-hooks';
import type { User } from '../../../contracts/users';
import { db, type LocalMark } from '../schema';

/** The person's own full record on this phone (undefined while loading or before the first pull). */
export function useMyProfile(userId: string | undefined): (User & LocalMark) | undefined {
  return useLiveQuery(async () => (userId ? db.profile.get(userId) : undefined), [userId]);
}
