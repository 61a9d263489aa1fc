/**
 * The taps that answer at once, and how each one reads on screen before its change is in the
 * database: pure functions of the row and the tap's arguments (no Dexie, so the first screen loads
 * none of it). The mutations' `apply` steps make the same change in the database.
 */
import type { CampEvent } from '../../../contracts/events';
import type { PackingItem } from '../../../contracts/packing';
import type { Poll } from '../../../contracts/polls';
import type { Post } from '../../../contracts/feed';
import { sameParty } from '../../../contracts/events-rules';
import { withRsvp, withWaitlist } from '../../lib/event-rules';
import { withVote } from '../../lib/poll-rules';
import { withLike } from '../../lib/post-rules';
import type { MutationArgs } from '../mutations';

type EventStanding = Pick<
  CampEvent,
  'id' | 'is_user_registered' | 'registration_count' | 'capacity' | 'available_spots' | 'party' | 'waitlist_position' | 'waitlist_count'
>;

/** The least of a row each tap reads and changes. */
export interface TapRows {
  'feed.like': Pick<Post, 'id' | 'isLiked' | 'likes'>;
  'packing.tick': Pick<PackingItem, 'id' | 'is_checked'>;
  'events.rsvp': EventStanding;
  'events.waitlist': EventStanding;
  'polls.vote': Pick<Poll, 'id' | 'userVote' | 'totalVotes' | 'options'>;
}

export type TapName = keyof TapRows;
export type TapArgs<K extends TapName> = MutationArgs[K];

interface TapKind<K extends TapName> {
  /** The id of the row the tap changes. */
  idOf(args: TapArgs<K>): string;
  /** The row already reads as the tap left it. */
  shows(row: TapRows[K], args: TapArgs<K>): boolean;
  /** The row as the tap leaves it. */
  show<R extends TapRows[K]>(row: R, args: TapArgs<K>): R;
}

export const tapKinds: { [K in TapName]: TapKind<K> } = {
  'feed.like': { idOf: (a) => a.postId, shows: (row, a) => row.isLiked === a.liked, show: (row, a) => withLike(row, a.liked) },
  'packing.tick': {
    idOf: (a) => String(a.id),
    shows: (row, a) => row.is_checked === a.checked,
    show: (row, a) => ({ ...row, is_checked: a.checked }),
  },
  'events.rsvp': {
    idOf: (a) => a.eventId,
    shows: (row, a) => row.is_user_registered === a.register && (!a.register || !a.party || sameParty(row.party, a.party)),
    show: (row, a) => withRsvp(row, a.register, a.party),
  },
  'events.waitlist': {
    idOf: (a) => a.eventId,
    shows: (row, a) => (a.join ? row.is_user_registered || row.waitlist_position != null : row.waitlist_position == null),
    show: (row, a) => withWaitlist(row, a.join, a.party),
  },
  'polls.vote': { idOf: (a) => a.pollId, shows: (row, a) => row.userVote === a.optionId, show: (row, a) => withVote(row, a.optionId) },
};

/** The overlay's key of a row: one tap at a time shows per row. */
export const tapKey = (name: TapName, id: string | number) => `${name}:${id}`;
