/**
 * The end of the run: the server, read through the API as each camper, against what the phones last showed.
 * A text a phone showed must be there exactly once (none: lost; more: doubled), one it never showed at most once;
 * each state must equal the one shown after the camper's last tap (else mismatched).
 */
import type { Message } from '../../contracts/chat.js';
import type { CampEvent } from '../../contracts/events.js';
import { postCursor, type Post } from '../../contracts/feed.js';
import type { PackingItem } from '../../contracts/packing.js';
import type { Poll } from '../../contracts/polls.js';
import type { Session } from '../support/e2e-session.js';
import type { Camp } from './camp.js';
import type { Ledger, ShownState } from './ledger.js';

export interface Finding {
  kind: 'lost' | 'doubled' | 'mismatched';
  phone: string;
  action: number;
  what: string;
  expected: string;
  found: string;
}

/** Every post on the server, page after page (a long run pushes its first posts past the first page). */
async function allPosts(camp: Camp, who: Session): Promise<Post[]> {
  const posts: Post[] = [];
  for (let before: string | undefined; ;) {
    const route = before ? `/posts?before=${encodeURIComponent(before)}` : '/posts';
    const res = await camp.api<Post[]>(who, 'GET', route);
    if (res.status !== 200) throw new Error(`GET ${route}: ${res.status}`);
    const fresh = res.body.filter((p) => !posts.some((held) => held.id === p.id));
    posts.push(...fresh);
    const last = res.body.filter((p) => !p.isPinned).at(-1);
    if (fresh.length === 0 || !last) return posts;
    before = postCursor(last);
  }
}

/** What the server holds for one camper, as `kind|target` -> state. */
async function serverStates(camp: Camp, camperId: string): Promise<Map<string, string | boolean>> {
  const who = camp.campers.find((c) => c.session.user.id === camperId)?.session;
  if (!who) throw new Error(`no camper ${camperId}`);
  const get = async <T>(route: string) => {
    const res = await camp.api<T>(who, 'GET', route);
    if (res.status !== 200) throw new Error(`GET ${route}: ${res.status}`);
    return res.body;
  };
  const states = new Map<string, string | boolean>();
  for (const item of await get<PackingItem[]>('/packing')) states.set(`tick|${item.item_name}`, item.is_checked);
  for (const post of await allPosts(camp, who)) states.set(`like|${post.caption}`, post.isLiked);
  for (const event of await get<CampEvent[]>('/events')) states.set(`rsvp|${event.title}`, event.is_user_registered);
  for (const poll of await get<Poll[]>('/polls')) {
    states.set(`vote|${poll.question}`, poll.options.find((o) => o.id === poll.userVote)?.text ?? 'no vote');
  }
  for (const m of await get<Message[]>(`/conversations/${camp.conversation.id}/messages`)) {
    for (const r of m.reactions ?? []) states.set(`react|${m.content} ${r.emoji}`, r.mine);
  }
  return states;
}

/** How many times each text is on the server: messages, comments and post captions. */
async function serverTexts(camp: Camp): Promise<Map<string, number>> {
  const who = camp.campers[0]?.session;
  if (!who) throw new Error('no camper');
  const counts = new Map<string, number>();
  const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const messages = await camp.api<Message[]>(who, 'GET', `/conversations/${camp.conversation.id}/messages`);
  for (const m of messages.body) count(`message|${m.content}`);
  for (const post of await allPosts(camp, who)) {
    count(`post|${post.caption}`);
    for (const c of post.comments) count(`comment|${c.text}`);
  }
  return counts;
}

const shownText = (s: ShownState) => String(s.shown);

export async function compareWithServer(camp: Camp, ledger: Ledger): Promise<Finding[]> {
  const findings: Finding[] = [];
  const byCamper = new Map<string, Map<string, string | boolean>>();
  for (const state of ledger.lastStates()) {
    if (!byCamper.has(state.camperId)) byCamper.set(state.camperId, await serverStates(camp, state.camperId));
    const found = byCamper.get(state.camperId)?.get(`${state.kind}|${state.target}`) ?? (state.kind === 'react' ? false : 'nothing');
    if (found !== state.shown) {
      const what = `${state.kind} ${state.target}`;
      findings.push({
        kind: 'mismatched',
        phone: state.phone,
        action: state.action,
        what,
        expected: shownText(state),
        found: String(found),
      });
    }
  }
  const counts = await serverTexts(camp);
  for (const text of ledger.texts) {
    const n = counts.get(`${text.kind}|${text.text}`) ?? 0;
    const what = `${text.kind} "${text.text}"`;
    const base = { phone: text.phone, action: text.action, what, found: `${n} on the server` };
    if (n > 1) findings.push({ ...base, kind: 'doubled', expected: 'once' });
    else if (n === 0 && text.shown) findings.push({ ...base, kind: 'lost', expected: 'once (the phone showed it)' });
  }
  return findings;
}
