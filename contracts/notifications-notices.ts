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
  eventStartsSoon: { title: 'Starting soon: {{event}}', message: '{{event}} starts in 15 minutes.' },
  eventReminder: { title: 'Are you coming to {{event}}?', message: "You haven't answered yet. RSVP in Camp Events." },
  rollCall: { title: 'Roll call: are you safe?', message: '{{message}}' },
  waitlistIn: { title: "You're in: {{event}}", message: 'A place freed up: you are registered for {{event}}.' },
  /**
   * A queued change the server refused: `label` says what (in English; `area` says it in every language),
   * `reason` is the server's sentence and `code` (when given) its error code, said in the reader's language.
   */
  changeRefused: { title: 'Not saved', message: '{{label}} was not saved. {{reason}}' },
};

/** What a refused change was, by the area of the app it touched, when the server cannot name the item. */
const enAreas = {
  chat: 'Your chat change',
  post: 'Your change to a post',
  event: 'Your change to an event',
  vote: 'Your vote',
  packing: 'Your packing list change',
  reflection: 'Your reflection',
  signup: 'Your sign-up',
  other: 'Your change',
};
export type RefusedArea = keyof typeof enAreas;

export type NoticeKind = keyof typeof en;
export type NoticeParams = Record<string, string>;
export interface NoticeText {
  title: string;
  message: string;
}

const noticeLanguages = ['en', 'es', 'fr'] as const;
type NoticeLanguage = (typeof noticeLanguages)[number];

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
    eventStartsSoon: { title: 'Empieza pronto: {{event}}', message: '{{event}} empieza en 15 minutos.' },
    eventReminder: { title: '¿Vienes a {{event}}?', message: 'Aún no has respondido. Confirma tu asistencia en Eventos del campamento.' },
    rollCall: { title: 'Pase de lista: ¿están a salvo?', message: '{{message}}' },
    waitlistIn: { title: 'Tienes plaza: {{event}}', message: 'Se liberó un lugar: estás inscrito en {{event}}.' },
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
    eventStartsSoon: { title: 'Bientôt : {{event}}', message: '{{event}} commence dans 15 minutes.' },
    eventReminder: { title: 'Venez-vous à {{event}} ?', message: "Vous n'avez pas encore répondu. Répondez dans Événements du camp." },
    rollCall: { title: 'Appel : êtes-vous en sécurité ?', message: '{{message}}' },
    waitlistIn: { title: 'Vous avez une place : {{event}}', message: 'Une place s’est libérée : vous êtes inscrit à {{event}}.' },
    changeRefused: { title: 'Non enregistré', message: '{{label}} : non enregistré. {{reason}}' },
  },
};

const areaCatalogs: Record<NoticeLanguage, Record<RefusedArea, string>> = {
  en: enAreas,
  es: {
    chat: 'Tu cambio en el chat',
    post: 'Tu cambio en una publicación',
    event: 'Tu cambio en un evento',
    vote: 'Tu voto',
    packing: 'Tu cambio en la lista de equipaje',
    reflection: 'Tu reflexión',
    signup: 'Tu inscripción',
    other: 'Tu cambio',
  },
  fr: {
    chat: 'Votre modification dans le chat',
    post: "Votre modification d'une publication",
    event: "Votre modification d'un événement",
    vote: 'Votre vote',
    packing: 'Votre modification de la liste de bagages',
    reflection: 'Votre réflexion',
    signup: 'Votre inscription',
    other: 'Votre modification',
  },
};

/** The English words of a refused change's area (the `label` a notice keeps). */
export const refusedAreaLabel = (area: RefusedArea): string => enAreas[area];

/** An error sentence in a language by its code (contracts/error-codes.ts), when that language has it. */
export type SentenceOf = (code: string, language: NoticeLanguage) => string | undefined;

export const isNoticeKind = (kind: unknown): kind is NoticeKind => typeof kind === 'string' && Object.hasOwn(en, kind);
const noticeLanguageOf = (language: unknown): NoticeLanguage =>
  (noticeLanguages as readonly unknown[]).includes(language) ? (language as NoticeLanguage) : 'en';

const fill = (template: string, params: NoticeParams) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

/**
 * The values said in `language`: a refused change's area (unless the item is named by an `outbox`
 * label key) and its reason by its code (through `sentenceOf`; the server's own words otherwise).
 */
function localParams(params: NoticeParams, language: NoticeLanguage, sentenceOf?: SentenceOf): NoticeParams {
  const { area, code, labelKey } = params;
  const label = area && !labelKey && Object.hasOwn(enAreas, area) ? areaCatalogs[language][area as RefusedArea] : params.label;
  const reason = (code && sentenceOf?.(code, language)) || params.reason;
  return { ...params, ...(label === undefined ? {} : { label }), ...(reason === undefined ? {} : { reason }) };
}

/** The title and message of a notice in `language` (English when the language is not one of the camp's). */
export function noticeText(kind: NoticeKind, params: NoticeParams, language: unknown = 'en', sentenceOf?: SentenceOf): NoticeText {
  const lang = noticeLanguageOf(language);
  const text = catalogs[lang][kind];
  const values = localParams(params, lang, sentenceOf);
  return { title: fill(text.title, values), message: fill(text.message, values) };
}
