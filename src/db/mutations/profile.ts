/**
 * Personal info on Profile: one 'set' change under 'profile:<id>' sending the whole desired state,
 * so two edits offline send the last one, and an edit undone offline sends nothing.
 */
import { updateProfileResponseSchema } from '../../../contracts/profile';
import { normalizeProfile, profileFieldsOf, withProfile, type ProfileFields } from '../../lib/profile-fields';
import { db } from '../schema';
import { answerIsLatest } from './content-settle';
import type { MutationDef } from './types';

export interface ProfileUpdateArgs {
  userId: string;
  fields: ProfileFields;
}

const update: MutationDef<ProfileUpdateArgs> = {
  async plan({ userId, fields }) {
    const current = await db.profile.get(userId);
    if (!current) return null;
    return {
      entity: `profile:${userId}`,
      request: { method: 'PUT', path: '/users/me', body: normalizeProfile(fields) },
      coalesce: 'set',
      baseline: profileFieldsOf(current),
      label: { key: 'outbox:label.updatePersonalInfo' },
    };
  },
  async apply({ userId, fields }) {
    const before = await db.profile.get(userId);
    if (!before) return [];
    await db.profile.put({ ...withProfile(before, normalizeProfile(fields)), _pending: true });
    return [{ table: 'profile', key: userId, value: before }];
  },
  async settle(answer, _args, row) {
    if (await answerIsLatest(row)) await db.profile.put(updateProfileResponseSchema.parse(answer).user);
  },
};

export const profileMutations = { 'profile.update': update };
