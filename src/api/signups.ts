import type { SignupSheet, SignupSheetInput } from '../../contracts/signups';
import { adminItems } from './client';

/** The sign-up sheet editor (organizers and admins, online): /admin/signups. */
export const {
  create: createSignupSheet,
  update: updateSignupSheet,
  remove: deleteSignupSheet,
} = adminItems<SignupSheet, SignupSheetInput>('signups');
