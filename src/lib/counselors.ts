import { sampleCamp } from '../../contracts/sample-camp';

/** Who campers call about their account (registration pending, forgotten password), from the camp's own details. */
export interface CounselorContact {
  name: string;
  role: string;
  phone: string;
  email: string;
}

const domain = new URL(sampleCamp.contact_info.website).hostname;
const emailOf = (name: string) => `${(name.split(' ')[0] ?? name).toLowerCase()}@${domain}`;

export const counselorContacts: CounselorContact[] = [
  ...sampleCamp.contact_info.counselors.map((c, i) => ({ name: c.name, role: i === 0 ? 'Head Counselor' : 'Counselor', phone: c.phone, email: emailOf(c.name) })),
  { name: 'Camp Office', role: 'Registration and accounts', phone: sampleCamp.contact_info.phone, email: `office@${domain}` },
];
