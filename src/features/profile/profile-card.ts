/** The alternate profile view (SPEC §2.3, §6): role labels and stats counted from the phone's data. */
import type { Role } from '../../../contracts/common';
import { i18next } from '../../i18n';

/** The role's label in the chosen language (the caller's screen loads the profile texts). */
export const roleLabel = (role: Role | undefined): string => i18next.t(`profile:cardRole.${role ?? 'camper'}`);

export interface ProfileStats {
  /** The person's own posts. */
  posts: number;
  /** Everyone else in the camp directory. */
  campers: number;
  /** The people the person keeps a conversation with. */
  following: number;
}

export function profileStats(
  me: string,
  data: { postAuthors: string[]; directory: string[]; conversationMembers: string[][] },
): ProfileStats {
  const following = new Set(data.conversationMembers.flat().filter((id) => id !== me));
  return {
    posts: data.postAuthors.filter((id) => id === me).length,
    campers: new Set(data.directory.filter((id) => id !== me)).size,
    following: following.size,
  };
}
