/** The languages the app speaks (SPEC §2.3 More → Language cycles them in this order). */
export const languages = ['en', 'es', 'fr'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
