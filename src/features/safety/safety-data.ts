/**
 * The Safety Center's content. It ships with the app so it is there with no signal, and the
 * conditions are a fixed snapshot, not a live feed (SPEC §2.3). Only the camp's own contacts come
 * from the active camp's record on the phone.
 */
import type { CounselorContact } from '../../lib/counselors';

export type FireDangerLevel = 'low' | 'moderate' | 'high' | 'very high' | 'extreme';
export type Severity = 'low' | 'medium' | 'high' | 'critical';

export interface Contact {
  name: string;
  role: string;
  phone: string;
  hours: string;
}

/** When each of the camp's own contacts answers. */
const hoursFor = (role: string) => (role === 'Head Counselor' ? 'On call 24/7 during camp' : role === 'Counselor' ? '7 AM – 10 PM during camp' : '8 AM – 6 PM daily');

/** Emergency services, the active camp's own contacts, then the outside services around the camp. */
export function contactsWith(campContacts: CounselorContact[]): Contact[] {
  return [
    { name: 'Emergency Services', role: 'Police, fire and ambulance', phone: '911', hours: '24/7' },
    ...campContacts.map((c) => ({ name: c.name, role: c.role, phone: c.phone, hours: hoursFor(c.role) })),
    { name: 'County Sheriff', role: 'Non-emergency line', phone: '(555) 456-7890', hours: '24/7' },
    { name: 'Valley General Hospital', role: 'Nearest emergency room, 18 miles', phone: '(555) 567-8901', hours: '24/7' },
    { name: 'Poison Control', role: 'Poisoning, bites and stings advice', phone: '1-800-222-1222', hours: '24/7' },
    { name: 'Forest Service Ranger Station', role: 'Fire reports and trail conditions', phone: '(555) 678-9012', hours: '8 AM – 5 PM, Mon–Sat' },
  ];
}

export interface FireDanger {
  dangerLevel: FireDangerLevel;
  description: string;
  restrictions: string[];
  lastUpdated: string;
}

export const fireDanger: FireDanger = {
  dangerLevel: 'high',
  description: 'Dry grass and warm afternoons: fires start easily and spread fast. Campfires only in the fire rings.',
  restrictions: [
    'Attend campfires at all times; never leave one unattended.',
    'Clear a 10-foot radius around every fire ring of leaves, grass and gear.',
    'Keep water and a shovel nearby whenever a fire is burning.',
    'Fully extinguish fires: drown, stir and feel for heat before leaving.',
  ],
  lastUpdated: 'September 5, 2025, 8:00 AM',
};

export interface Weather {
  temperature: number;
  condition: string;
  humidity: number;
  windSpeed: number;
  uvIndex: number;
  forecast: { day: string; high: number; low: number; condition: string }[];
}

export const weather: Weather = {
  temperature: 78,
  condition: 'Partly Cloudy',
  humidity: 45,
  windSpeed: 8,
  uvIndex: 7,
  forecast: [
    { day: 'Fri', high: 82, low: 58, condition: 'Sunny' },
    { day: 'Sat', high: 79, low: 55, condition: 'Partly Cloudy' },
    { day: 'Sun', high: 75, low: 52, condition: 'Chance of Showers' },
    { day: 'Mon', high: 77, low: 54, condition: 'Sunny' },
    { day: 'Tue', high: 80, low: 57, condition: 'Clear' },
  ],
};

export interface Protocol {
  title: string;
  severity: Severity;
  steps: string[];
}

export const protocols: Protocol[] = [
  { title: 'Medical Emergency', severity: 'critical', steps: ['Call 911 for anything life-threatening.', 'Send someone to fetch a counselor and the first aid kit.', 'Stay with the person and keep them still and warm.'] },
  { title: 'Wildfire or Evacuation', severity: 'critical', steps: ['Leave belongings behind.', 'Walk to the main parking lot assembly point.', 'Counselors take a head count by family.'] },
  { title: 'Lost Camper', severity: 'high', steps: ['Tell a counselor at once with a description and last place seen.', 'Children who are lost: stay where you are and blow your whistle three times.', 'Search teams check the lake, trails and cabins.'] },
  { title: 'Severe Weather', severity: 'high', steps: ['Lightning: leave the water and open fields.', 'Shelter in the dining hall, not in tents.', 'Wait 30 minutes after the last thunder.'] },
  { title: 'Water Safety', severity: 'high', steps: ['Swim only when a lifeguard is on duty.', 'Children under 12 swim with an adult.', 'Use the buddy system at all times.'] },
  { title: 'Wildlife Encounter', severity: 'medium', steps: ['Never feed or approach animals.', 'Store food in sealed containers, never in tents.', 'Back away slowly and report sightings to the camp office.'] },
  { title: 'Minor Injuries', severity: 'low', steps: ['Clean cuts and scrapes at the first aid station.', 'Report every injury to a counselor, however small.'] },
];

export interface MedicalTopic {
  title: string;
  text: string;
}

export const medicalInfo: MedicalTopic[] = [
  { title: 'First Aid Station', text: 'In the camp office, next to the dining hall. Staffed 7 AM – 10 PM; outside those hours call the lead counselor.' },
  { title: 'Medications', text: 'Keep medications in original packaging. Counselors can store items that need a fridge in the office.' },
  { title: 'Allergies', text: 'Tell the kitchen about food allergies at check-in. Bring two epinephrine auto-injectors if prescribed.' },
  { title: 'Heat and Hydration', text: 'Drink water every hour, rest in the shade at midday and watch children for signs of heat exhaustion.' },
  { title: 'Ticks and Stings', text: 'Check for ticks every evening. For a severe reaction to a sting, call 911 at once.' },
  { title: 'Nearest Hospital', text: 'Valley General Hospital, 18 miles (about 25 minutes) by the county road. Directions are on the map page.' },
];
