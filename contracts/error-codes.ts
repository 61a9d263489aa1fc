/**
 * Every error sentence the server answers, by a stable code (DECISIONS 1: the body is
 * `{ error, code, details? }`). The English is exactly what the server says; the app shows the
 * camper's language by looking the code up in its `errors` catalog. A new error sentence needs a code here.
 */
export const serverErrors = {
  // Requests the server cannot read
  invalid_request: 'Invalid request.',
  invalid_json: 'The request body is not valid JSON.',
  empty_json: 'The request body is empty but says it is JSON.',
  body_too_large: 'The request is too large.',
  unsupported_media_type: 'This type of content is not supported.',
  body_too_deep: 'The request body is nested too deeply (at most 32 levels).',
  nul_character: 'Text cannot contain the NUL character (U+0000).',
  request_not_handled: 'The request could not be handled.',
  address_not_valid: 'The address is not valid.',
  no_such_address: 'No such address.',
  value_out_of_range: 'A value in the request is not valid or out of range.',
  value_missing: 'The request is missing a value or has one that is not allowed.',
  already_exists: 'This already exists.',
  reference_gone: 'Something this refers to no longer exists.',
  not_found: 'Not found.',
  // Load, retries and queued changes
  internal: 'Something went wrong on our side. Please try again.',
  server_busy: 'The camp server is busy. Please try again in a moment.',
  too_many_attempts: 'Too many attempts. Please wait a minute and try again.',
  idempotency_key_length: 'The Idempotency-Key header must be 1 to 200 characters.',
  idempotency_key_reused: 'This Idempotency-Key was already used for a different request.',
  request_in_progress: 'This request is still being processed. Please try again in a moment.',
  sync_nested: 'A sync operation cannot contain another sync.',
  sync_skipped: 'Not run: an earlier change to the same item has to be retried first.',
  // Signing in and permissions
  sign_in_required: 'Please sign in to continue.',
  no_permission: 'You do not have permission to do that.',
  organizers_only: 'Only organizers and administrators can do that.',
  admins_only: 'Only administrators can do that.',
  password_change_required: 'Please change your password before continuing.',
  account_pending: 'Your account is awaiting approval.',
  account_rejected: 'Your registration was not approved. Please contact the camp counselors.',
  account_deletion_scheduled: 'This account is scheduled for deletion. Please contact the camp counselors.',
  invalid_credentials: 'Invalid email or password.',
  session_expired: 'Your session has expired. Please sign in again.',
  email_taken: 'An account with this email already exists.',
  wrong_current_password: 'Current password is incorrect.',
  same_password: 'The new password must be different from the current one.',
  token_missing: 'Please send the token to renew.',
  reset_link_invalid: 'This password reset link is not valid. Please ask for a new one.',
  reset_link_expired: 'This password reset link has expired. Please ask for a new one.',
  reset_link_used: 'This password reset link was already used. Please ask for a new one.',
  // Account and administration
  avatar_type: 'Please select a valid image file (JPEG, PNG, or GIF)',
  avatar_size: 'File size must be less than 5MB',
  last_admin_leaving: 'You are the last administrator. Make someone else an administrator before deleting your account.',
  user_not_found: 'User not found.',
  own_role: 'You cannot change your own role.',
  delete_self: 'You cannot delete your own account.',
  last_admin_demote: 'The last administrator cannot be demoted.',
  last_admin_delete: 'The last administrator cannot be deleted.',
  already_approved: 'This account is already approved.',
  // Posts and photos
  post_not_found: 'Post not found.',
  own_posts_only: 'You can only delete your own posts.',
  post_id_taken: 'This post id is already taken.',
  comment_id_taken: 'This comment id is already taken.',
  photo_unavailable: 'This photo is no longer available.',
  photo_address_expired: 'This photo address has expired. Please open the photo in the app again.',
  photo_address_invalid: 'This photo address is not valid. Please open the photo in the app.',
  upload_unreadable: 'The upload could not be read. Please choose the photo again.',
  not_an_image: 'Please select an image file',
  file_too_large: 'File size must be less than 10MB',
  post_event_gone: 'The event chosen for this photo no longer exists.',
  archive_one_filter: 'Choose an event or a day to download, not both.',
  // Messages
  conversation_not_found: 'Conversation not found.',
  message_not_found: 'Message not found.',
  message_deleted: 'This message was deleted.',
  message_id_taken: 'This message id is already in use.',
  own_messages_only: 'You can only delete your own messages.',
  members_only: 'Only members of this conversation can do that.',
  broadcast_create_forbidden: 'Only organizers and administrators can create broadcast conversations.',
  broadcast_post_forbidden: 'Only organizers, administrators and its creator can post in this broadcast.',
  direct_members: 'Direct conversations require exactly one other member',
  group_name: 'Group conversations require a name',
  choose_member: 'Choose at least one member.',
  members_not_found: 'Some of the chosen members were not found.',
  direct_cannot_leave: 'Direct conversations cannot be left.',
  message_empty: 'Message cannot be empty',
  image_required: 'Please choose a photo to send.',
  reply_not_here: 'You can only reply to a message of this conversation.',
  // Events and polls
  event_gone: 'This event no longer exists.',
  event_full: 'This event is full',
  event_ended: 'This event has ended',
  calendar_address_invalid: 'This calendar address is not valid any more.',
  reminder_too_soon: 'This event was reminded less than an hour ago. You can remind again an hour after the last reminder.',
  poll_gone: 'This poll no longer exists.',
  poll_option_unknown: 'That option is not part of this poll.',
  poll_ended: 'This poll has ended, so it no longer takes votes.',
  poll_expired: 'This poll has expired, so it no longer takes votes.',
  poll_already_voted: 'You have already voted on this poll.',
  expiry_in_past: 'The expiry cannot be earlier than now.',
  // Sign-up sheets
  signup_gone: 'This sign-up sheet no longer exists.',
  signup_slot_gone: 'This slot no longer exists.',
  slot_full: 'This slot is full',
  signup_event_unknown: 'The chosen event does not exist.',
  // Roll calls
  roll_call_gone: 'This roll call no longer exists.',
  roll_call_already_open: 'A roll call is already open. Close it before starting another.',
  roll_call_closed: 'This roll call has ended, so it no longer takes answers.',
  // Camps, rules, map, teams, packing, reflections, notifications
  camp_gone: 'This camp no longer exists.',
  camp_not_found: 'Camp not found.',
  rule_gone: 'This rule no longer exists.',
  rule_deleted: 'This rule was deleted.',
  location_gone: 'This location no longer exists.',
  location_deleted: 'This location was deleted.',
  team_gone: 'This team no longer exists.',
  household_gone: 'This household no longer exists.',
  household_member_unknown: 'Every member must be an approved camp account.',
  household_member_taken: 'This person already belongs to another household.',
  packing_item_gone: 'That packing item does not exist.',
  reflection_not_found: 'Reflection not found.',
  reflection_not_written: 'You have not written a reflection for this camp yet.',
  reflection_id_taken: 'This reflection id is already taken.',
  notification_not_found: 'This notification was not found.',
  // Instagram
  instagram_not_configured: 'This camp has not set up Instagram yet.',
  instagram_not_connected: 'Instagram is not connected.',
  instagram_bad_state: 'This Instagram sign-in has expired or belongs to someone else. Please start again from Connect.',
  instagram_exchange_failed: 'Instagram did not accept the sign-in. Please try again.',
  instagram_unreachable: 'Could not reach Instagram. Please try again later.',
  instagram_expired: 'Your Instagram connection has expired. Please connect again.',
  instagram_publish_failed: 'Instagram did not accept the photo.',
  instagram_not_camp_photo: 'Only photos shared in the camp app can be cross-posted.',
  instagram_redirect_uri: "redirect_uri must be this camp app's /instagram/callback.",
} as const;

export type ServerErrorCode = keyof typeof serverErrors;

export const isErrorCode = (value: string): value is ServerErrorCode => Object.hasOwn(serverErrors, value);

/** The code answered when a refusal has no sentence of its own in the catalogue (never expected). */
export const FALLBACK_ERROR_CODE = 'request_refused';

export interface ErrorBody {
  error: string;
  code: string;
  details?: unknown;
}

const bodyOf = (error: string, code: string, details: unknown): ErrorBody =>
  details === undefined ? { error, code } : { error, code, details };

/** The `{ error, code, details? }` body of a code: its sentence, or `sentence` where the server composed one with detail. */
export const codeBody = (code: ServerErrorCode, details?: unknown, sentence?: string): ErrorBody =>
  bodyOf(sentence ?? serverErrors[code], code, details);
