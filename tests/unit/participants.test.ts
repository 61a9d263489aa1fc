// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { participantName, sampleParticipants, toParticipants } from '../../src/app/frame/participants';

const user = (id: string, first_name: string, last_name: string) => ({
  id,
  first_name,
  last_name,
  email: `${id}@camp.test`,
  role: 'camper' as const,
  avatar_url: null,
});

describe('participants strip', () => {
  it('names a participant by first name and last initial', () => {
    expect(participantName('Sam', 'King')).toBe('Sam K.');
    expect(participantName('Sam', 'king')).toBe('Sam K.');
    expect(participantName('Sam', '')).toBe('Sam');
  });
  it('leaves the camper out and puts recent posters with a ring first, stories not yet watched before watched ones', () => {
    const users = [user('1', 'Ann', 'Lee'), user('2', 'Bob', 'Ray'), user('3', 'Cy', 'Moe'), user('4', 'Di', 'Fox')];
    const stories = new Map([
      ['3', { watched: true }],
      ['4', { watched: false }],
    ]);
    expect(toParticipants(users, '1', stories).map((p) => [p.name, p.hasStory, p.watched])).toEqual([
      ['Di F.', true, false],
      ['Cy M.', true, true],
      ['Bob R.', false, false],
    ]);
  });
  it('has eight sample participants for a directory that never loaded', () => {
    expect(sampleParticipants).toHaveLength(8);
  });
});
