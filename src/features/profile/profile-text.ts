import { texts } from '../../i18n';

/**
 * The Profile messages of SPEC §8 (shown 5 s, §4.8) and the screen's own sentences, read in the
 * chosen language each time one is shown (the Profile screen loads their catalogs).
 */
export const profileText = texts({
  loadFailed: 'profile:loadFailed',
  updateFailed: 'profile:updateFailed',
  updated: 'profile:updated',
  exportFailed: 'profile:exportFailed',
  exported: 'profile:exported',
  deletionFailed: 'profile:deletionFailed',
  avatarFailed: 'profile:avatarFailed',
  avatarUploaded: 'profile:avatarUploaded',
  deletionRequested: 'answers:deletionRequested',
  savedOffline: 'profile:savedOffline',
  needsSignal: 'profile:needsSignal',
  deleteQuestion: 'profile:deleteQuestion',
});

/** SPEC §4.8: profile messages clear after 5 s. */
export const PROFILE_TOAST_MS = 5000;
/** SPEC §9: the sign-out follows the deletion notice after 3 s. */
export const DELETION_SIGN_OUT_MS = 3000;
