import type { ContactInfo } from '../../../contracts/camps';

/** Who campers call about their account, the camp and help: the active camp's own contact details. */
export interface CounselorContact {
  name: string;
  role: string;
  phone: string;
  /** Made from the camp website's domain; none when the camp has no website. */
  email?: string;
}

/** The camp details the contacts are made from (a Camp record, or the sample camp the server seeds). */
export interface CampContacts {
  contact_info: Pick<ContactInfo, 'website' | 'phone'> & { counselors?: readonly { name: string; phone: string }[] };
}

function domainOf(website: string | undefined): string | undefined {
  if (!website) return undefined;
  try {
    return new URL(website).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/** The camp's counselors (the first is the head counselor) and its office. */
export function counselorContactsOf(camp: CampContacts): CounselorContact[] {
  const domain = domainOf(camp.contact_info.website);
  const emailOf = (local: string) => (domain ? `${local.toLowerCase()}@${domain}` : undefined);
  const counselors = (camp.contact_info.counselors ?? []).map((c, i) => ({
    name: c.name,
    role: i === 0 ? 'Head Counselor' : 'Counselor',
    phone: c.phone,
    email: emailOf(c.name.split(' ')[0] ?? c.name),
  }));
  const office = camp.contact_info.phone
    ? [{ name: 'Camp Office', role: 'Registration and accounts', phone: camp.contact_info.phone, email: emailOf('office') }]
    : [];
  return [...counselors, ...office];
}

/** The camp's own address for feedback and questions (the office's), if it has a website. */
export const officeEmailOf = (camp: CampContacts): string | undefined => {
  const domain = domainOf(camp.contact_info.website);
  return domain ? `office@${domain}` : undefined;
};
