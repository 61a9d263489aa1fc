/** The languages the app speaks (SPEC §2.3 More → Language cycles them in this order). */
export const languages = ['en', 'es', 'fr'] as const;
export type Language = (typeof languages)[number];
