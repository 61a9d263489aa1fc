/**
 * The Safety Center's content. It ships with the app so it is there with no signal, and the
 * conditions are a fixed snapshot, not a live feed (SPEC §2.3). Only the camp's own contacts come
 * from the active camp's record on the phone. The words are in the `safety` catalog, by the ids below.
 */
import type { CounselorContact } from '../../db/camps/counselors';

export type FireDangerLevel = 'low' | 'moderate' | 'high' | 'very high' | 'extreme';
export type Severity = 'low' | 'medium' | 'high' | 'critical';

/** A contact: `key` names a fixed service in the catalog (contactName/contactRole), else `name` and `role` are the camp's own. */
export interface Contact {
  key?: string;
  name: string;
  role: string;
  phone: string;
  /** When it answers, as a catalog key under `hours`. */
  hours: 'always' | 'headCounselor' | 'counselor' | 'office' | 'ranger';
}

/** When each of the camp's own contacts answers. */
const hoursFor = (role: string): Contact['hours'] =>
  role === 'Head Counselor' ? 'headCounselor' : role === 'Counselor' ? 'counselor' : 'office';

const service = (key: string, phone: string, hours: Contact['hours'] = 'always'): Contact => ({ key, name: '', role: '', phone, hours });

/** Emergency services, the active camp's own contacts, then the outside services around the camp. */
export function contactsWith(campContacts: CounselorContact[]): Contact[] {
  return [
    service('emergency', '911'),
    ...campContacts.map((c) => ({ name: c.name, role: c.role, phone: c.phone, hours: hoursFor(c.role) })),
    service('sheriff', '(555) 456-7890'),
    service('hospital', '(555) 567-8901'),
    service('poison', '1-800-222-1222'),
    service('ranger', '(555) 678-9012', 'ranger'),
  ];
}

export interface FireDanger {
  dangerLevel: FireDangerLevel;
  /** Catalog keys under `restriction`. */
  restrictions: string[];
  lastUpdated: string;
}

export const fireDanger: FireDanger = {
  dangerLevel: 'high',
  restrictions: ['attend', 'clear', 'water', 'extinguish'],
  lastUpdated: '2025-09-05T08:00:00Z',
};

/** Catalog keys under `condition`. */
type Condition = 'partlyCloudy' | 'sunny' | 'showers' | 'clear';

export interface Weather {
  temperature: number;
  condition: Condition;
  humidity: number;
  windSpeed: number;
  uvIndex: number;
  /** `date` is the day (UTC), shown as its weekday. */
  forecast: { date: string; high: number; low: number; condition: Condition }[];
}

export const weather: Weather = {
  temperature: 78,
  condition: 'partlyCloudy',
  humidity: 45,
  windSpeed: 8,
  uvIndex: 7,
  forecast: [
    { date: '2025-09-05', high: 82, low: 58, condition: 'sunny' },
    { date: '2025-09-06', high: 79, low: 55, condition: 'partlyCloudy' },
    { date: '2025-09-07', high: 75, low: 52, condition: 'showers' },
    { date: '2025-09-08', high: 77, low: 54, condition: 'sunny' },
    { date: '2025-09-09', high: 80, low: 57, condition: 'clear' },
  ],
};

/** A protocol: its title is `protocolTitle.<id>`, its steps `protocolStep.<id>1` … `<id><steps>`. */
export interface Protocol {
  id: string;
  severity: Severity;
  steps: number;
}

export const protocols: Protocol[] = [
  { id: 'medical', severity: 'critical', steps: 3 },
  { id: 'wildfire', severity: 'critical', steps: 3 },
  { id: 'lostCamper', severity: 'high', steps: 3 },
  { id: 'weather', severity: 'high', steps: 3 },
  { id: 'water', severity: 'high', steps: 3 },
  { id: 'wildlife', severity: 'medium', steps: 3 },
  { id: 'minorInjuries', severity: 'low', steps: 2 },
];

/** Medical topics: `medicalTitle.<id>` and `medicalText.<id>`. */
export const medicalTopics = ['firstAid', 'medications', 'allergies', 'heat', 'ticks', 'hospital'] as const;
