import { isWebUrl, type Camp, type CampInput } from '../../../../contracts/camps';
import { texts } from '../../../i18n';

/** The Camp Management form (SPEC §3 Camp, §5): dates as calendar dates, the year as typed. */
export interface CampForm {
  name: string;
  year: string;
  location: string;
  address: string;
  start_date: string;
  end_date: string;
  website: string;
  phone: string;
  whatsapp: string;
  counselors: { name: string; phone: string }[];
  rules: string;
  image_url: string;
  is_active: boolean;
}

/** The messages of SPEC §5/§8, read in the chosen language each time one is shown. */
export const campMessages = texts({
  required: 'camps:messages.required',
  year: 'camps:messages.year',
  website: 'camps:messages.website',
  dates: 'camps:messages.dates',
  counselorName: 'camps:messages.counselorName',
  saveFailed: 'camps:messages.saveFailed',
  deleteFailed: 'camps:messages.deleteFailed',
});

const blankCounselor = () => ({ name: '', phone: '' });

/** A new camp: this year, active, one empty counselor row (SPEC §5, §9). */
export const emptyCampForm = (now: Date = new Date()): CampForm => ({
  name: '',
  year: String(now.getFullYear()),
  location: '',
  address: '',
  start_date: '',
  end_date: '',
  website: '',
  phone: '',
  whatsapp: '',
  counselors: [blankCounselor()],
  rules: '',
  image_url: '',
  is_active: true,
});

export function formFromCamp(c: Camp): CampForm {
  const counselors = c.contact_info.counselors?.map((x) => ({ ...x })) ?? [];
  return {
    name: c.name,
    year: String(c.year),
    location: c.location,
    address: c.address,
    start_date: c.start_date.slice(0, 10),
    end_date: c.end_date.slice(0, 10),
    website: c.contact_info.website ?? '',
    phone: c.contact_info.phone ?? '',
    whatsapp: c.contact_info.whatsapp ?? '',
    counselors: counselors.length > 0 ? counselors : [blankCounselor()],
    rules: c.rules ?? '',
    image_url: c.image_url ?? '',
    is_active: c.is_active,
  };
}

export const addCounselor = (form: CampForm): CampForm => ({ ...form, counselors: [...form.counselors, blankCounselor()] });

/** At least one counselor row is always kept (SPEC §5): the last row cannot be removed. */
export const canRemoveCounselor = (form: CampForm): boolean => form.counselors.length > 1;

export function removeCounselor(form: CampForm, index: number): CampForm {
  return canRemoveCounselor(form) ? { ...form, counselors: form.counselors.filter((_, i) => i !== index) } : form;
}

const filledCounselors = (form: CampForm) =>
  form.counselors.map((c) => ({ name: c.name.trim(), phone: c.phone.trim() })).filter((c) => c.name || c.phone);

/** SPEC §5 Camp: the first broken rule's message, or null. */
export function validateCampForm(form: CampForm): string | null {
  const required = [form.name, form.year, form.location, form.address, form.start_date, form.end_date];
  if (required.some((v) => !v.trim())) return campMessages.required;
  if (!/^\d{4}$/.test(form.year.trim())) return campMessages.year;
  if (form.website.trim() && !isWebUrl(form.website.trim())) return campMessages.website;
  if (form.end_date < form.start_date) return campMessages.dates;
  if (filledCounselors(form).some((c) => !c.name)) return campMessages.counselorName;
  return null;
}

/** Noon UTC keeps a calendar date on the same day in every timezone. */
const isoOfDate = (date: string) => `${date}T12:00:00.000Z`;

/** The POST/PUT body: trimmed, dates as ISO times, empty counselor rows and contact fields left out. */
export function toCampInput(form: CampForm): CampInput {
  const website = form.website.trim();
  const phone = form.phone.trim();
  const whatsapp = form.whatsapp.trim();
  return {
    name: form.name.trim(),
    year: Number(form.year.trim()),
    location: form.location.trim(),
    address: form.address.trim(),
    start_date: isoOfDate(form.start_date),
    end_date: isoOfDate(form.end_date),
    contact_info: {
      ...(website ? { website } : {}),
      ...(phone ? { phone } : {}),
      ...(whatsapp ? { whatsapp } : {}),
      counselors: filledCounselors(form),
    },
    rules: form.rules.trim() || null,
    image_url: form.image_url.trim() || null,
    is_active: form.is_active,
  };
}
