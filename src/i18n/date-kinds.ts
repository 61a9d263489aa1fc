/**
 * Every kind of date the app shows, each one Intl format, so a kind reads the same on every screen (a post's
 * time on Home and on Photos, a login's time in the profile and in User Management). Examples are English;
 * the words and order follow the chosen language.
 */
export const dateKinds = {
  /** When something happened: a post, a login, a roll call, the last sync. 'Sep 6, 2025, 9:30 AM'. */
  moment: { dateStyle: 'medium', timeStyle: 'short' },
  /** A day on its own: the day an account was made, a reflection sent, a rule changed, a camp's dates. 'Sep 6, 2025'. */
  day: { dateStyle: 'medium' },
  /** A time of day: a chat message, a camp event, a roll-call answer. '9:30 AM'. */
  time: { timeStyle: 'short' },
  /** An hour of the schedule's grid. '7 AM'. */
  hour: { hour: 'numeric' },
  /** A weekday, in a forecast or beside a time. 'Sat'. */
  weekday: { weekday: 'short' },
  /** A day in a list: 'Sep 6' ('Sep 6, 2025' when not this year). */
  shortDay: { month: 'short', day: 'numeric' },
  /** An event's day in a list: 'Sat, Sep 6' ('Sat, Sep 6, 2025' when not this year). */
  listDay: { weekday: 'short', month: 'short', day: 'numeric' },
  /** A day's heading: 'Saturday, September 6' ('Saturday, September 6, 2025' when not this year). */
  dayHeading: { weekday: 'long', month: 'long', day: 'numeric' },
  /** A day further back, written out: 'September 6' ('September 6, 2025' when not this year). */
  longDay: { month: 'long', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateKind = keyof typeof dateKinds;

/** The kinds without a year of their own: they add it when the date is not in the current year. */
export const yearWhenNotThisYear = (kind: DateKind): boolean => {
  const options: Intl.DateTimeFormatOptions = dateKinds[kind];
  return options.month !== undefined && options.year === undefined && options.dateStyle === undefined;
};
