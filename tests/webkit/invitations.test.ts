import { afterAll, beforeAll, describe, it } from 'vitest';
import { familyInvitation } from '../scenarios/family-invitation.js';
import { launch } from '../support/engine-scenario.js';
import { startWorld, type World } from '../support/scenario-world.js';

let world: World | undefined;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.close();
});

describe('WebKit: family invitations', () => {
  it('lets three phones join a household of 3 through one link, refuses a fourth, and refuses a revoked link', async () => {
    if (!world) throw new Error('the world did not start');
    await familyInvitation(() => launch('webkit'), world);
  }, 600_000);
});
