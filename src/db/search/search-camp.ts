/**
 * One search over what the phone holds (Dexie): posts and their comments, events, rules, map
 * places, people, messages and polls. Works offline; ignores accents and case.
 */
import { i18next } from '../../i18n';
import { db } from '../schema';
import { matchesAll, queryWords } from './fold-text';
import type { SearchGroup, SearchHit, SearchKind } from './search-types';

/** Most hits shown per group, so a one-letter query stays quick to read. */
export const SEARCH_GROUP_LIMIT = 20;

/** The groups in the order the screen shows them (their names: search:group.<kind>). */
const kinds: SearchKind[] = ['posts', 'comments', 'events', 'rules', 'places', 'people', 'messages', 'polls'];

const short = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

async function hitsByKind(words: string[]): Promise<Record<SearchKind, SearchHit[]>> {
  const [posts, comments, events, rules, places, people, messages, polls, conversations] = await Promise.all([
    db.posts.toArray(),
    db.comments.toArray(),
    db.events.toArray(),
    db.rules.toArray(),
    db.mapLocations.toArray(),
    db.users.toArray(),
    db.messages.toArray(),
    db.polls.toArray(),
    db.conversations.toArray(),
  ]);
  const name = (id: string) => {
    const u = people.find((p) => p.id === id);
    return u ? `${u.first_name} ${u.last_name}`.trim() : i18next.t('search:someone');
  };
  const conversationName = (id: string) => conversations.find((c) => c.id === id)?.name ?? i18next.t('search:conversation');
  const m = (...fields: (string | null | undefined)[]) => matchesAll(words, fields);
  return {
    posts: posts
      .filter((p) => m(p.caption, p.user.name))
      .map((p) => ({ id: p.id, title: p.user.name, detail: short(p.caption), to: `/#post-${p.id}` })),
    comments: comments
      .filter((c) => m(c.text, c.user.name))
      .map((c) => ({ id: c.id, title: c.user.name, detail: short(c.text), to: `/#post-${c.post_id}` })),
    events: events
      .filter((e) => m(e.title, e.description, e.location))
      .map((e) => ({ id: e.id, title: e.title, detail: short(e.description || e.location), to: `/events#event-${e.id}` })),
    rules: rules
      .filter((r) => m(r.title, r.description, r.category))
      .map((r) => ({ id: r.id, title: r.title, detail: short(r.description), to: `/rules#rule-${r.id}` })),
    places: places
      .filter((l) => m(l.name, l.description))
      .map((l) => ({ id: l.id, title: l.name, detail: short(l.description), to: `/map#place-${l.id}` })),
    people: people
      .filter((u) => m(u.first_name, u.last_name, `${u.first_name} ${u.last_name}`, u.email))
      .map((u) => ({ id: u.id, title: `${u.first_name} ${u.last_name}`.trim(), detail: u.email, to: `/chat#person-${u.id}` })),
    messages: messages
      .filter((x) => m(x.content))
      .map((x) => {
        const message = { name: name(x.sender_id), conversation: conversationName(x.conversation_id) };
        return {
          id: x.id,
          title: i18next.t('search:messageTitle', message),
          message,
          detail: short(x.content),
          to: `/chat#conversation-${x.conversation_id}`,
        };
      }),
    polls: polls
      .filter((p) => m(p.question, ...p.options.map((o) => o.text)))
      .map((p) => ({ id: p.id, title: p.question, detail: p.options.map((o) => o.text).join(' · '), to: `/#poll-${p.id}` })),
  };
}

/** The groups that found something, in a fixed order; empty for a blank query. */
export async function searchCamp(query: string): Promise<SearchGroup[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const byKind = await hitsByKind(words);
  return kinds.map((kind) => ({ kind, hits: byKind[kind].slice(0, SEARCH_GROUP_LIMIT) })).filter((g) => g.hits.length > 0);
}
