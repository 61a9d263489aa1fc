import { HTTPError } from 'ky';
import type { Household, HouseholdInput } from '../../contracts/households';
import { adminItems, api } from './client';

/** Households in User Management call the server directly (admin tools need signal). */
export async function listHouseholds(): Promise<Household[]> {
  return (await api.get('households').json<{ households: Household[] }>()).households;
}

export const {
  create: createHousehold,
  update: updateHousehold,
  remove: deleteHousehold,
} = adminItems<Household, HouseholdInput>('households');

/** Who a refused member already belongs with (the 409 of a person in another household), else undefined. */
export async function memberTakenBy(err: unknown): Promise<{ name: string; household: string } | undefined> {
  if (!(err instanceof HTTPError) || err.response.status !== 409) return undefined;
  try {
    const body = (await err.response.clone().json()) as { code?: string; details?: { name?: unknown; household?: unknown } };
    const { name, household } = body.details ?? {};
    if (body.code !== 'household_member_taken' || typeof name !== 'string' || typeof household !== 'string') return undefined;
    return { name, household };
  } catch {
    return undefined;
  }
}
