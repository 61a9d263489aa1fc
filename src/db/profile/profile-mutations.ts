/**
 * Personal info on Profile: one 'set' change under 'profile:<id>' sending the whole desired state,
 * so two edits offline send the last one, and an edit undone offline sends nothing.
 */
import { outboxRequest } from '../../../contracts/commands';
import { updateProfileResponseSchema } from '../../../contracts/profile';
import { normalizeProfile, profileFieldsOf, withProfile, type ProfileFields } from './profile-fields';
import { db } from '../schema';
import { defineArea } from '../mutations/area-names';
import { changeRow, defineMutation, storeLatest } from '../mutations/define';

export const profileMutations = defineArea('profile', {
  update: defineMutation<{ userId: string; fields: ProfileFields }>({
    async plan({ userId, fields }) {
      const current = await db.profile.get(userId);
      if (!current) return null;
      return {
        entity: `profile:${userId}`,
        request: outboxRequest('profile.update', { body: normalizeProfile(fields) }),
        coalesce: 'set',
        baseline: profileFieldsOf(current),
        label: { key: 'outbox:label.updatePersonalInfo' },
      };
    },
    apply: ({ userId, fields }) => changeRow(db.profile, userId, (user) => withProfile(user, normalizeProfile(fields))),
    settle: storeLatest(db.profile, (answer) => updateProfileResponseSchema.parse(answer).user),
  }),
});
