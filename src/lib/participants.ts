import type { DirectoryUser } from '../../contracts/profile';

export interface Participant {
  id: string;
  name: string;
  avatar: string | null;
  hasStory: boolean;
}

/** First name plus the initial of the last name, e.g. 'Sam K.' (SPEC §3). */
export function participantName(first: string, last: string): string {
  const initial = last.trim().charAt(0).toUpperCase();
  return initial ? `${first.trim()} ${initial}.` : first.trim();
}

/** The strip's entries: everyone but the camper, a ring for those who posted recently. */
export function toParticipants(users: DirectoryUser[], selfId: string | undefined, storyAuthors: ReadonlySet<string>): Participant[] {
  return users
    .filter((u) => u.id !== selfId)
    .map((u) => ({ id: u.id, name: participantName(u.first_name, u.last_name), avatar: u.avatar_url, hasStory: storyAuthors.has(u.id) }))
    .sort((a, b) => Number(b.hasStory) - Number(a.hasStory) || a.name.localeCompare(b.name));
}

/** SPEC §8: the eight sample participants shown when the directory never loaded. */
export const sampleParticipants: Participant[] = [
  'Emma W.',
  'Liam J.',
  'Olivia B.',
  'Noah D.',
  'Ava M.',
  'Lucas G.',
  'Mia R.',
  'Ethan T.',
].map((name, i) => ({
  id: `sample-${i + 1}`,
  name,
  avatar: null,
  hasStory: false,
}));
