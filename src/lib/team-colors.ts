import type { TeamColor } from '../../contracts/teams';

/** The swatch of each of the six team colours. */
export const teamSwatch: Record<TeamColor, string> = {
  red: 'bg-red-500',
  orange: 'bg-orange-500',
  yellow: 'bg-yellow-400',
  blue: 'bg-blue-500',
  green: 'bg-green-600',
  purple: 'bg-purple-500',
};
