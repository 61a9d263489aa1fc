import type { AppNotification } from '../../contracts/notifications';

/**
 * The three welcome notifications every phone starts with (SPEC §3): real pointers to the packing
 * list, the photo feed and the dark-mode setting, not made-up activity. Listed newest first.
 */
export const welcomeNotifications: Omit<AppNotification, 'read' | 'timestamp'>[] = [
  {
    id: 'welcome-packing',
    type: 'camp',
    title: 'Your packing list is ready',
    message: 'Tick off what you pack as you go, even without signal. Essentials are marked so nothing important stays home.',
    actionLabel: 'Open Packing List',
    actionPath: '/packing',
  },
  {
    id: 'welcome-photos',
    type: 'info',
    title: 'Share a new photo post',
    message: 'Take or upload a photo, add a caption and share your camp moments with everyone in Camp Photos.',
    actionLabel: 'Go to Photos',
    actionPath: '/photos',
  },
  {
    id: 'welcome-dark-mode',
    type: 'success',
    title: 'Dark mode is on',
    message: 'Camp Weekend starts in dark mode, easy on the eyes by the campfire. You can switch it off in More, under Settings.',
    actionLabel: 'Open Settings',
    actionPath: '/more',
  },
];
