import { useLiveQuery } from '../hooks/use-live-query';
import { activeCampOf, type Camp } from '../../../contracts/camps';
import { sampleCamp } from '../../../contracts/sample-camp';
import { counselorContactsOf, officeEmailOf, type CampContacts, type CounselorContact } from './counselors';
import { db } from '../schema';

/** Every camp on this phone, newest first (undefined while loading). */
export function useCamps(): Camp[] | undefined {
  return useLiveQuery(async () => (await db.camps.toArray()).sort((a, b) => b.start_date.localeCompare(a.start_date)), []);
}

/** The active camp (Getting Here, counselor contacts): undefined while loading, null when the phone has none. */
export function useActiveCamp(): Camp | null | undefined {
  return useLiveQuery(async () => activeCampOf(await db.camps.toArray()) ?? null, []);
}

/**
 * The active camp's contacts, from the camp record on this phone. Until the phone has one (never
 * signed in here), `fallback` (a camp fetched by the screen) or else the sample camp the server seeds.
 */
export function useCounselorContacts(fallback?: CampContacts | null): { contacts: CounselorContact[]; officeEmail?: string } {
  const active = useActiveCamp();
  const camp: CampContacts = active ?? fallback ?? sampleCamp;
  return { contacts: counselorContactsOf(camp), officeEmail: officeEmailOf(camp) };
}
