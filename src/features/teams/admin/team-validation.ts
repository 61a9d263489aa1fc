import { teamYears, type TeamColor, type TeamInput } from '../../../../contracts/teams';
import { i18next, texts } from '../../../i18n';

/** The Create Team form (SPEC §3 Team, §5): member names one per row. */
export interface TeamForm {
  name: string;
  color: TeamColor;
  year: number;
  members: string[];
}

/** The messages of SPEC §5/§8, read in the chosen language each time one is shown. */
export const teamMessages = Object.assign(
  texts({
    name: 'teams:messages.name',
    createFailed: 'teams:messages.createFailed',
    deleteFailed: 'teams:messages.deleteFailed',
    autoLinkFailed: 'teams:messages.autoLinkFailed',
  }),
  { autoLinked: (count: number) => i18next.t('teams:messages.autoLinked', { count }) },
);

/** This year if Team Management offers it, else the latest year it offers. */
export function defaultTeamYear(now: Date = new Date()): number {
  const year = now.getFullYear();
  const offered: readonly number[] = teamYears;
  return offered.includes(year) ? year : (offered[offered.length - 1] ?? year);
}

export const emptyTeamForm = (year: number): TeamForm => ({ name: '', color: 'red', year, members: [''] });

export function validateTeamForm(form: TeamForm): string | null {
  return form.name.trim() ? null : teamMessages.name;
}

/** The POST /admin/teams body: empty member names are dropped (SPEC §5). */
export function toTeamInput(form: TeamForm): TeamInput {
  return {
    name: form.name.trim(),
    color: form.color,
    year: form.year,
    members: form.members.map((m) => m.trim()).filter((m) => m.length > 0),
  };
}
