import { HTTPError } from 'ky';
import { deviceCodeExchangeSchema, deviceCodeSchema, invitationSessionSchema, type DeviceCode } from '../../contracts/invitations';
import type { User } from '../../contracts/profile';
import { serverError } from '../lib/server-error';
import { api } from './client';

export interface RegisterInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  referred_by?: string;
  /** The page's language: the approval mail is written in it. */
  language?: string;
}

/** POST /auth/register: a pending account answers with a message; an approved one with a session. */
export interface RegisterResult {
  message?: string;
  token?: string;
  user?: User;
}

export interface Session {
  token: string;
  user: User;
}

export function register(input: RegisterInput): Promise<RegisterResult> {
  return api.post('auth/register', { json: input }).json<RegisterResult>();
}

export function login(email: string, password: string): Promise<Session> {
  return api.post('auth/login', { json: { email, password } }).json<Session>();
}

export function refreshToken(token: string): Promise<Partial<Session>> {
  return api.post('auth/refresh', { json: { token } }).json<Partial<Session>>();
}

/**
 * PUT /users/me/password: answers with a fresh session. `token` is passed explicitly for the forced
 * change at sign-in, when no session is stored yet.
 */
export function changePassword(current_password: string, new_password: string, token?: string): Promise<Session> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  return api.put('users/me/password', { json: { current_password, new_password }, headers }).json<Session>();
}

/** POST /auth/forgot-password: the same answer whether or not the email has an account; the mail is in `language`. */
export async function forgotPassword(email: string, language: string): Promise<void> {
  await api.post('auth/forgot-password', { json: { email, language } });
}

/** POST /auth/reset-password: the mailed link's token and the new password. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await api.post('auth/reset-password', { json: { token, password } });
}

/** True when a failed reset was refused for its link (not valid, expired or used): a new link is the way on. */
export async function refusedForLink(err: unknown): Promise<boolean> {
  if (!(err instanceof HTTPError)) return false;
  const said = serverError(
    await err.response
      .clone()
      .json()
      .catch(() => null),
  );
  return said?.code?.startsWith('reset_link_') ?? false;
}

/** POST /auth/device-codes (signed in): a one-time code that signs the installed app in as this person. */
export async function createDeviceCode(): Promise<DeviceCode> {
  return deviceCodeSchema.parse(await api.post('auth/device-codes').json());
}

/** POST /auth/device-codes/exchange: the code typed in the installed app, for a session of the same person. */
export async function exchangeDeviceCode(code: string): Promise<Session> {
  const json = deviceCodeExchangeSchema.parse({ code });
  return invitationSessionSchema.parse(await api.post('auth/device-codes/exchange', { json }).json());
}
