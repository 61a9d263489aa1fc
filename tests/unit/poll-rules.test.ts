// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { adminRemaining, canVote, defaultPoll, feedRemaining, pollReading, pollTotals } from '../../src/db/polls/poll-rules';
import { addOption, canRemoveOption, emptyPollForm, removeOption, toPollInput, validatePollForm } from '../../src/features/polls/poll-form';

const now = Date.parse('2025-09-06T12:00:00Z');
const inMs = (ms: number) => new Date(now + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('remaining time', () => {
  it("admin card: 'Xh Ym remaining', 'Ym remaining', 'Expired'", () => {
    expect(adminRemaining(inMs(2 * HOUR + 5 * MIN + 30_000), now)).toBe('2h 5m remaining');
    expect(adminRemaining(inMs(30 * HOUR), now)).toBe('30h 0m remaining');
    expect(adminRemaining(inMs(59 * MIN + 59_000), now)).toBe('59m remaining');
    expect(adminRemaining(inMs(20_000), now)).toBe('0m remaining');
    expect(adminRemaining(inMs(0), now)).toBe('Expired');
    expect(adminRemaining(inMs(-HOUR), now)).toBe('Expired');
    expect(adminRemaining(null, now)).toBeNull();
  });
  it('feed: days, hours or minutes remaining, or Expired', () => {
    expect(feedRemaining(inMs(2 * 24 * HOUR + HOUR), now)).toBe('2 days remaining');
    expect(feedRemaining(inMs(24 * HOUR), now)).toBe('1 day remaining');
    expect(feedRemaining(inMs(5 * HOUR + 10 * MIN), now)).toBe('5 hours remaining');
    expect(feedRemaining(inMs(HOUR), now)).toBe('1 hour remaining');
    expect(feedRemaining(inMs(42 * MIN), now)).toBe('42 minutes remaining');
    expect(feedRemaining(inMs(10_000), now)).toBe('1 minute remaining');
    expect(feedRemaining(inMs(-1), now)).toBe('Expired');
    expect(feedRemaining(null, now)).toBeNull();
  });
});

describe('Reading A and the vote rule (SPEC §4.4, §5)', () => {
  const open = { ...defaultPoll, expiresAt: inMs(HOUR) };
  it('asks for a vote, then only thanks while open, then results or no votes once ended', () => {
    expect(pollReading(open, now)).toBe('vote');
    expect(pollReading({ ...open, userVote: 'x', totalVotes: 1 }, now)).toBe('thanks');
    expect(pollReading({ ...open, isActive: false, totalVotes: 3 }, now)).toBe('results');
    expect(pollReading({ ...open, expiresAt: inMs(-1), totalVotes: 3 }, now)).toBe('results');
    expect(pollReading({ ...open, isActive: false, totalVotes: 0 }, now)).toBe('no-votes');
  });
  it('needs a chosen option, no earlier vote, an open poll and nothing in flight', () => {
    expect(canVote(open, 'a', false, now)).toBe(true);
    expect(canVote(open, null, false, now)).toBe(false);
    expect(canVote({ ...open, userVote: 'b' }, 'a', false, now)).toBe(false);
    expect(canVote({ ...open, isActive: false }, 'a', false, now)).toBe(false);
    expect(canVote({ ...open, expiresAt: inMs(-1) }, 'a', false, now)).toBe(false);
    expect(canVote(open, 'a', true, now)).toBe(false);
  });
  it('offers the default poll of §8 with its three options', () => {
    expect(defaultPoll.question).toMatch(/time of year is best for the next camp/);
    expect(defaultPoll.options.map((o) => o.text)).toEqual(['During summer months', 'Labor Day Weekend', 'Closer to Oktoberfest']);
  });
  it('sums the admin tiles', () => {
    expect(pollTotals([open, { ...open, isActive: false, totalVotes: 4 }, { ...open, totalVotes: 2 }], now)).toEqual({
      total: 3,
      active: 2,
      votes: 6,
    });
  });
});

describe('the poll form (SPEC §5)', () => {
  const filled = { question: 'Lunch?', options: ['Tacos', 'Pizza'], expiresAt: '' };
  it('starts with two blank options', () => {
    expect(emptyPollForm()).toEqual({ question: '', options: ['', ''], expiresAt: '' });
  });
  it("says 'Please fill in all fields' for a blank question or option", () => {
    expect(validatePollForm(emptyPollForm(), now)).toBe('Please fill in all fields');
    expect(validatePollForm({ ...filled, question: '   ' }, now)).toBe('Please fill in all fields');
    expect(validatePollForm({ ...filled, options: ['Tacos', ' '] }, now)).toBe('Please fill in all fields');
    expect(validatePollForm(filled, now)).toBeNull();
  });
  it('keeps at least 2 options: no remove button at 2, and a third can be removed', () => {
    expect(canRemoveOption(filled)).toBe(false);
    expect(removeOption(filled, 0).options).toEqual(['Tacos', 'Pizza']);
    const three = addOption(filled);
    expect(three.options).toEqual(['Tacos', 'Pizza', '']);
    expect(canRemoveOption(three)).toBe(true);
    expect(removeOption(three, 0).options).toEqual(['Pizza', '']);
    expect(validatePollForm({ ...filled, options: ['Tacos'] }, now)).toBe('A poll needs at least 2 options');
  });
  it('refuses an expiry earlier than now and sends none for an empty one (24-hour default)', () => {
    const local = (ms: number) => {
      const d = new Date(now + ms);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    };
    expect(validatePollForm({ ...filled, expiresAt: local(-2 * MIN) }, now)).toBe('The expiry cannot be earlier than now');
    expect(validatePollForm({ ...filled, expiresAt: local(2 * HOUR) }, now)).toBeNull();
    expect(toPollInput({ ...filled, question: ' Lunch? ' })).toEqual({ question: 'Lunch?', options: ['Tacos', 'Pizza'] });
    expect(toPollInput({ ...filled, expiresAt: local(2 * HOUR) }).expiresAt).toBe(new Date(now + 2 * HOUR).toISOString());
  });
});
