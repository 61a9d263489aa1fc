import { z } from 'zod';
import { clientIdField, requiredText } from './fields.js';
import { TEAM_LIMITS } from './teams-rules.js';

export const teamColors = ['red', 'orange', 'yellow', 'blue', 'green', 'purple'] as const;
export type TeamColor = (typeof teamColors)[number];

/** The years Team Management offers (SPEC §9). */
export const teamYears = [2024, 2025, 2026] as const;

const teamMemberSchema = z.object({ id: z.string(), name: z.string(), is_linked: z.boolean() });

/** SPEC §3 Team. */
export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.enum(teamColors),
  year: z.number().int(),
  members: z.array(teamMemberSchema),
});
export type Team = z.infer<typeof teamSchema>;

const yearField = z.coerce
  .number({ error: 'Year must be a number.' })
  .int('Year must be a whole number.')
  .min(2000, 'Year must be 2000 or later.')
  .max(2100, 'Year must be 2100 or earlier.');

/** GET /admin/teams?year= */
export const teamListSchema = z.object({ teams: z.array(teamSchema) });
export const teamListQuerySchema = z.object({ year: yearField.optional() });

/** POST /admin/teams: members are name strings; empty ones are dropped (SPEC §5 Team). */
export const teamInputSchema = z.object({
  id: clientIdField,
  name: requiredText('Team name', TEAM_LIMITS.name),
  color: z.enum(teamColors, 'Color must be red, orange, yellow, blue, green or purple.'),
  year: yearField,
  members: z
    .array(
      z
        .string({ error: 'Each member must be a name.' })
        .max(TEAM_LIMITS.memberName, `A member name must be at most ${TEAM_LIMITS.memberName} characters.`),
      {
        error: 'Members must be a list of names.',
      },
    )
    .default([])
    .transform((names) => names.map((n) => n.trim().replace(/\s+/g, ' ')).filter((n) => n.length > 0))
    .refine((names) => names.length <= 200, 'A team has at most 200 members.'),
});
export type TeamInput = z.input<typeof teamInputSchema>;

/** POST /admin/teams/{id}/auto-link: how many members were linked now, and the team as it stands. */
export const autoLinkResultSchema = z.object({ linked_count: z.number().int(), matched: z.array(z.string()), team: teamSchema });
export type AutoLinkResult = z.infer<typeof autoLinkResultSchema>;

/** How names compare when linking: case, accents and extra spaces do not count ("José  Núñez" = "jose nunez"). */
export function nameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
