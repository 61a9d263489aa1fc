/**
 * What the camp tells people (server inbox and push) by kind, with its values, in every language.
 * The server writes pushes in the phone's language from here and keeps the English title and message
 * with each notice; the app shows a notice of a known kind in the camper's language from here too.
 */
const en = {
  message: { title: 'New message from {{name}}', message: '{{name}} wrote.' },
  messageIn: { title: 'New message from {{name}}', message: '{{name}} wrote in {{conversation}}.' },
  broadcast: { title: 'New broadcast', message: '{{name}} sent a broadcast.' },
  broadcastNamed: { title: 'Broadcast: {{conversation}}', message: '{{name}} sent a broadcast.' },
  eventMoved: { title: 'Event time changed', message: '{{event}} has a new time.' },
  eventCancelled: { title: 'Event cancelled', message: '{{event}} was cancelled.' },
  newPoll: { title: 'New poll', message: '{{question}}' },
  /** A queued change the server refused: `reason` is its sentence, `code` (when given) its error code. */
  changeRefused: { title: 'Not saved', message: '{{label}} was not saved. {{reason}}' },
};

export type NoticeKind = keyof typeof en;
export type NoticeParams = Record<string, string>;
export interface NoticeText {
  title: string;
  message: string;
}

export const noticeLanguages = ['en', 'es', 'fr'] as const;
export type NoticeLanguage = (typeof noticeLanguages)[number];

/** Every language has every kind (a language missing one does not type-check). */
const catalogs: Record<NoticeLanguage, Record<NoticeKind, NoticeText>> = {
  en,
  es: {
    message: { title: 'Nuevo mensaje de {{name}}', message: '{{name}} escribió.' },
    messageIn: { title: 'Nuevo mensaje de {{name}}', message: '{{name}} escribió en {{conversation}}.' },
    broadcast: { title: 'Nueva difusión', message: '{{name}} envió una difusión.' },
    broadcastNamed: { title: 'Difusión: {{conversation}}', message: '{{name}} envió una difusión.' },
    eventMoved: { title: 'Cambió la hora del evento', message: '{{event}} tiene una nueva hora.' },
    eventCancelled: { title: 'Evento cancelado', message: '{{event}} se canceló.' },
    newPoll: { title: 'Nueva encuesta', message: '{{question}}' },
    changeRefused: { title: 'No guardado', message: '{{label}}: no se guardó. {{reason}}' },
  },
  fr: {
    message: { title: 'Nouveau message de {{name}}', message: '{{name}} a écrit.' },
    messageIn: { title: 'Nouveau message de {{name}}', message: '{{name}} a écrit dans {{conversation}}.' },
    broadcast: { title: 'Nouvelle diffusion', message: '{{name}} a envoyé une diffusion.' },
    broadcastNamed: { title: 'Diffusion : {{conversation}}', message: '{{name}} a envoyé une diffusion.' },
    eventMoved: { title: "Horaire de l'événement modifié", message: '{{event}} a un nouvel horaire.' },
    eventCancelled: { title: 'Événement annulé', message: '{{event}} a été annulé.' },
    newPoll: { title: 'Nouveau sondage', message: '{{question}}' },
    changeRefused: { title: 'Non enregistré', message: '{{label}} : non enregistré. {{reason}}' },
  },
};

export const isNoticeKind = (kind: unknown): kind is NoticeKind => typeof kind === 'string' && Object.hasOwn(en, kind);
export const noticeLanguageOf = (language: unknown): NoticeLanguage => (noticeLanguages as readonly unknown[]).includes(language) ? (language as NoticeLanguage) : 'en';

const fill = (template: string, params: NoticeParams) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

/** The title and message of a notice in `language` (English when the language is not one of the camp's). */
export function noticeText(kind: NoticeKind, params: NoticeParams, language: unknown = 'en'): NoticeText {
  const text = catalogs[noticeLanguageOf(language)][kind];
  return { title: fill(text.title, params), message: fill(text.message, params) };
}
