import type { AppNotification } from '../../../contracts/notifications';
import { welcome } from '../../../texts/en/notifications.json';

/** The welcome notices by kind; the inbox shows each in the current language (the welcome texts of the notifications catalog). */
export const welcomeKinds = { 'welcome-packing': 'packing', 'welcome-photos': 'photos', 'welcome-dark-mode': 'darkMode' } as const;
export type WelcomeKind = (typeof welcomeKinds)[keyof typeof welcomeKinds];

/** The kind of a welcome notice, from its id, or null for any other notice. */
export const welcomeKindOf = (id: string): WelcomeKind | null =>
  Object.hasOwn(welcomeKinds, id) ? welcomeKinds[id as keyof typeof welcomeKinds] : null;

/**
 * The three welcome notifications every phone starts with (SPEC §3): real pointers to the packing
 * list, the photo feed and the dark-mode setting, not made-up activity. Listed newest first. They are
 * stored in English, the spec's words; the id says which one it is, so it shows in any language.
 */
export const welcomeNotifications: Omit<AppNotification, 'read' | 'timestamp'>[] = [
  {
    id: 'welcome-packing',
    type: 'camp',
    title: welcome.packingTitle,
    message: welcome.packingMessage,
    actionLabel: welcome.packingAction,
    actionPath: '/packing',
  },
  {
    id: 'welcome-photos',
    type: 'info',
    title: welcome.photosTitle,
    message: welcome.photosMessage,
    actionLabel: welcome.photosAction,
    actionPath: '/photos',
  },
  {
    id: 'welcome-dark-mode',
    type: 'success',
    title: welcome.darkModeTitle,
    message: welcome.darkModeMessage,
    actionLabel: welcome.darkModeAction,
    actionPath: '/more',
  },
];
