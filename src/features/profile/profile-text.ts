import { i18next } from '../../i18n';

/**
 * The Profile messages of SPEC §8 (shown 5 s, §4.8) and the screen's own sentences, read in the
 * chosen language each time one is shown (the Profile screen loads their catalog).
 */
export const profileText = {
  get loadFailed() {
    return i18next.t('profile:loadFailed');
  },
  get updateFailed() {
    return i18next.t('profile:updateFailed');
  },
  get updated() {
    return i18next.t('profile:updated');
  },
  get exportFailed() {
    return i18next.t('profile:exportFailed');
  },
  get exported() {
    return i18next.t('profile:exported');
  },
  get deletionFailed() {
    return i18next.t('profile:deletionFailed');
  },
  get avatarFailed() {
    return i18next.t('profile:avatarFailed');
  },
  get avatarUploaded() {
    return i18next.t('profile:avatarUploaded');
  },
  get deletionRequested() {
    return i18next.t('profile:deletionRequested');
  },
  get savedOffline() {
    return i18next.t('profile:savedOffline');
  },
  get needsSignal() {
    return i18next.t('profile:needsSignal');
  },
  get deleteQuestion() {
    return i18next.t('profile:deleteQuestion');
  },
};

/** SPEC §4.8: profile messages clear after 5 s. */
export const PROFILE_TOAST_MS = 5000;
/** SPEC §9: the sign-out follows the deletion notice after 3 s. */
export const DELETION_SIGN_OUT_MS = 3000;
