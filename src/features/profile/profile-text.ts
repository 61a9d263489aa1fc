import { accountMessages } from '../../../contracts/account';

/** The Profile messages of SPEC §8 (shown 5 s, §4.8) and the screen's own sentences. */
export const profileText = {
  loadFailed: 'Failed to load profile',
  updateFailed: 'Failed to update profile',
  updated: 'Profile updated successfully!',
  exportFailed: 'Failed to export data',
  exported: 'Data exported successfully!',
  deletionFailed: 'Failed to request account deletion',
  avatarFailed: 'Failed to upload avatar',
  avatarUploaded: 'Avatar uploaded successfully!',
  deletionRequested: accountMessages.deletionRequested,
  savedOffline: 'Saved on this phone. It will be sent when you have signal.',
  needsSignal: 'This needs signal. Please try again when you are online.',
  deleteQuestion: 'Are you sure you want to delete your account? You will be signed out, and your posts, messages, reflections and everything else you created will be deleted within 30 days.',
} as const;

/** SPEC §4.8: profile messages clear after 5 s. */
export const PROFILE_TOAST_MS = 5000;
/** SPEC §9: the sign-out follows the deletion notice after 3 s. */
export const DELETION_SIGN_OUT_MS = 3000;
