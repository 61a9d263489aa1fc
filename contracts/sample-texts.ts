/**
 * Every text of the sample camp a camper reads (its events, rules and Camp Map locations), with its key in
 * the app's `seed` catalog (texts/<language>/seed.json). The app shows a text in the camper's
 * language only while it is exactly one of these: a text an organizer wrote or edited is shown as written.
 * The keys come from the English words, so a changed sample text needs its catalog entries changed too
 * (tests/unit/seed-text.test.ts says which). The app shows them (src/lib/seed-text.ts), and the server
 * names a sample event in a push in the phone's language (server/notifications/seed-names.ts).
 */
import { catalogSlug } from './packing-catalog.js';
import { sampleEvents } from './sample-events.js';
import { sampleLocations } from './sample-map.js';
import { sampleRules } from './sample-rules.js';

/** A place's name: an event's location and a map location of the same name share it. */
const place = (name: string): [key: string, text: string] => [`place.${catalogSlug(name)}`, name];

/** [key, English text] of every sample text; a place named twice is listed twice under one key. */
export const sampleTexts: readonly [key: string, text: string][] = [
  ...sampleEvents.flatMap(([, , , , , title, location, description]) => {
    const key = `event.${catalogSlug(title)}`;
    return [[`${key}.title`, title], [`${key}.description`, description], place(location)] as [string, string][];
  }),
  ...sampleRules.flatMap(([title, , , description]) => {
    const key = `rule.${catalogSlug(title)}`;
    return [
      [`${key}.title`, title],
      [`${key}.description`, description],
    ] as [string, string][];
  }),
  ...sampleLocations.flatMap(([name, , description]) => [
    place(name),
    [`placeAbout.${catalogSlug(name)}`, description] as [string, string],
  ]),
];

const keyOf = new Map(sampleTexts.map(([key, text]) => [text, key]));

/** The `seed` catalog key of a text the sample camp seeded, e.g. 'event.sunrise-yoga.title'; none for any other text. */
export const sampleTextKey = (text: string): string | undefined => keyOf.get(text);
