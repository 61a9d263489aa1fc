/** Camp rules written by admins and organizers (SPEC §6): a list edited offline (edited-list.ts) under 'rule:<id>'. */
import { editedListRequests } from '../../../contracts/commands';
import { ruleSchema, type Rule } from '../../../contracts/rules';
import { db } from '../schema';
import { defineArea } from '../mutations/area-names';
import { editedList } from '../mutations/edited-list';

export const ruleMutations = defineArea(
  'rules',
  editedList({
    table: db.rules,
    entity: 'rule',
    fieldsOf: ({ title, description, category, importance }: Rule) => ({ title, description, category, importance }),
    routes: editedListRequests('rules'),
    labelNoun: 'Rule',
    named: ({ title }) => ({ title }),
    // The writer's name and the time, shown until the server's answer replaces them.
    shown: async ({ updatedBy, at }: { updatedBy: string; at: string }) => ({ updatedBy, lastUpdated: at }),
    parse: (answer) => ruleSchema.parse(answer),
  }),
);
