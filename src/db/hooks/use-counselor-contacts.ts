import { sampleCamp } from '../../../contracts/sample-camp';
import { counselorContactsOf, officeEmailOf, type CampContacts, type CounselorContact } from '../../lib/counselors';
import { useActiveCamp } from './use-camps';

/**
 * The active camp's contacts, from the camp record on this phone. Until the phone has one (never
 * signed in here), `fallback` (a camp fetched by the screen) or else the sample camp the server seeds.
 */
export function useCounselorContacts(fallback?: CampContacts | null): { contacts: CounselorContact[]; officeEmail?: string } {
  const active = useActiveCamp();
  const camp: CampContacts = active ?? fallback ?? sampleCamp;
  return { contacts: counselorContactsOf(camp), officeEmail: officeEmailOf(camp) };
}
