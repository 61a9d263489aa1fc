import { i18next } from '../i18n';
import englishOutbox from '../../texts/en/outbox.json';

type Screen = keyof typeof englishOutbox.open;

/** Where a queued change can be seen again, by its API path: the "Not saved" notice links there. */
const screens: [prefix: string, path: string, screen: Screen][] = [
  ['/packing', '/packing', 'packingList'],
  ['/events', '/events', 'events'],
  ['/conversations', '/chat', 'chat'],
  ['/reflections', '/reflections', 'reflections'],
  ['/posts', '/', 'feed'],
  ['/polls', '/', 'feed'],
  ['/signups', '/signups', 'signups'],
];

/** The screen and its button in English (stored with the notice), e.g. '/packing' and 'Open Packing List'. */
export function changeScreen(apiPath: string): { actionPath: string; actionLabel: string } | undefined {
  const hit = screens.find(([prefix]) => apiPath === prefix || apiPath.startsWith(`${prefix}/`));
  return hit ? { actionPath: hit[1], actionLabel: englishOutbox.open[hit[2]] } : undefined;
}

/** A notice's button in the current language when it leads to one of these screens (the `outbox` catalog asked for), else as stored. */
export function actionLabelText(actionPath: string | undefined, actionLabel: string | undefined): string | undefined {
  const hit = screens.find(([, path, screen]) => path === actionPath && englishOutbox.open[screen] === actionLabel);
  return hit ? i18next.t(`outbox:open.${hit[2]}`, { defaultValue: actionLabel }) : actionLabel;
}
