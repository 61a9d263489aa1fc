import type { FastifyInstance } from 'fastify';
import { directoryResponseSchema, meResponseSchema } from '../../contracts/profile.js';
import { profileCommands } from '../../contracts/profile-commands.js';
import { serializeDirectoryUser, serializeUser } from './serialize-user.js';
import { directory, updateProfile } from './repository.js';
import { answers } from '../http/route-schemas.js';
import { requireUser } from '../auth/authenticate.js';
import { ok } from '../http/command.js';
import { routeGroup } from '../http/route-input.js';
import passwordRoutes from './password-routes.js';

/** The signed-in person and the camp's directory (SPEC §7 "Auth and profile"); the password change is password-routes.ts. */
export default function usersRoutes(fastify: FastifyInstance): void {
  const { app, command, tags, db } = routeGroup(fastify, 'users');

  passwordRoutes(fastify);

  app.get('/users/me', { schema: { tags, response: answers({ 200: meResponseSchema }) } }, async (request) => ({
    user: serializeUser(requireUser(request)),
  }));

  command.declared(profileCommands.update, { tags }, async ({ user: me, body }) => {
    const input = body();
    const updated = await updateProfile(db, me.id, {
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      emergencyContact: input.emergency_contact,
      dietaryRestrictions: input.dietary_restrictions,
    });
    const user = serializeUser(updated ?? me);
    return ok({ profile: user.profile, user });
  });

  app.get('/users/all', { schema: { tags, response: answers({ 200: directoryResponseSchema }) } }, async (request) => {
    requireUser(request);
    return { users: (await directory(db)).map(serializeDirectoryUser) };
  });
}
