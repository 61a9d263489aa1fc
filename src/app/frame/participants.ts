import type { DirectoryUser } from '../../../contracts/profile';

export interface Participant {
  id: string;
  name: string;
  avatar: string | null;
  hasStory: boolean;
  /** This phone has watched their story up to their newest post. */
  watched: boolean;
}

/** First name plus the initial of the last name, e.g. 'Sam K.' (SPEC §3). */
export function participantName(first: string, last: string): string {
  const initial = last.trim().charAt(0).toUpperCase();
  return initial ? `${first.trim()} ${initial}.` : first.trim();
}

/** The strip's entries: everyone but the camper; those who posted recently first, the stories not yet watched before them. */
export function toParticipants(
  users: DirectoryUser[],
  selfId: string | undefined,
  stories: ReadonlyMap<string, { watched: boolean }>,
): Participant[] {
  const rank = (p: Participant) => (p.hasStory ? (p.watched ? 1 : 2) : 0);
  return users
    .filter((u) => u.id !== selfId)
    .map((u) => {
      const story = stories.get(u.id);
      return {
        id: u.id,
        name: participantName(u.first_name, u.last_name),
        avatar: u.avatar_url,
        hasStory: !!story,
        watched: !!story?.watched,
      };
    })
    .sort((a, b) => rank(b) - rank(a) || a.name.localeCompare(b.name));
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
  watched: false,
}));
