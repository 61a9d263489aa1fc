/**
 * The camp's packing checklist (SPEC §9): 43 items in 8 categories. The app keeps it as a
 * phone-only checklist, and the server seeds the same items as every camper's synced list.
 */
export const packingCategories = [
  'Clothing',
  'Personal Care',
  'Sleep and Comfort',
  'Food and Dining',
  'Electronics and Gear',
  'Safety and First Aid',
  'Recreation',
  'Miscellaneous',
] as const;
type PackingCategory = (typeof packingCategories)[number];

export interface CatalogItem {
  id: string;
  name: string;
  category: PackingCategory;
  essential: boolean;
  description: string;
}

type Entry = [name: string, essential: boolean, description: string];

const entries: Record<PackingCategory, Entry[]> = {
  Clothing: [
    ['T-shirts', true, 'One per day, plus a spare.'],
    ['Shorts', false, 'Comfortable pairs for warm afternoons.'],
    ['Long pants', true, 'For hikes and cool evenings.'],
    ['Warm sweatshirt or fleece', true, 'Nights in September get chilly.'],
    ['Rain jacket', true, 'A light waterproof layer.'],
    ['Underwear', true, 'One per day, plus extras.'],
    ['Socks', true, 'Including a thick pair for hiking.'],
    ['Pajamas', false, 'Something warm to sleep in.'],
    ['Swimsuit', false, 'For the lake.'],
    ['Sun hat', false, 'Wide brim for shade.'],
  ],
  'Personal Care': [
    ['Toothbrush', true, 'With a travel cover.'],
    ['Toothpaste', true, 'A travel-size tube is plenty.'],
    ['Shampoo', false, 'Biodegradable if possible.'],
    ['Soap or body wash', true, 'Biodegradable if possible.'],
    ['Deodorant', false, 'Unscented keeps the bugs away.'],
    ['Hairbrush or comb', false, 'Plus hair ties if needed.'],
    ['Bath towel', true, 'Quick-dry towels work best.'],
    ['Sunscreen', true, 'SPF 30 or higher; reapply often.'],
    ['Insect repellent', true, 'For evenings by the lake.'],
    ['Lip balm with SPF', false, 'Sun and wind dry lips out.'],
    ['Prescription medications', true, 'Enough for the whole weekend, in original packaging.'],
    ['Hand sanitizer', false, 'For before meals and after the trail.'],
  ],
  'Sleep and Comfort': [
    ['Sleeping bag', true, 'Rated for nights down to about 40°F.'],
    ['Pillow', false, 'A small camping pillow or your own.'],
    ['Sleeping pad', true, 'Keeps you warm and off the ground.'],
  ],
  'Food and Dining': [
    ['Reusable water bottle', true, 'Refill stations are at the dining hall.'],
    ['Snacks', false, 'Store them in sealed containers, never in tents.'],
    ['Plate, cup and utensils', false, 'A reusable set for cookouts.'],
  ],
  'Electronics and Gear': [
    ['Flashlight or headlamp', true, 'Paths are dark after sunset.'],
    ['Extra batteries', false, 'For your flashlight and camera.'],
    ['Phone charger and power bank', false, 'Outlets are limited at camp.'],
    ['Camera', false, 'To capture the weekend.'],
  ],
  'Safety and First Aid': [
    ['Personal first aid kit', true, 'Bandages, blister pads and pain relievers.'],
    ['Emergency contact card', true, 'Names and numbers on paper, in case phones die.'],
    ['Whistle', false, 'Three blasts means help is needed.'],
  ],
  Recreation: [
    ['Board games or cards', false, 'For rainy afternoons.'],
    ['Book or journal', false, 'For quiet time and reflections.'],
    ['Frisbee or ball', false, 'For the big field.'],
    ['Fishing gear', false, 'Catch and release at the lake.'],
  ],
  Miscellaneous: [
    ['Day backpack', true, 'For hikes and activities.'],
    ['Laundry bag', false, 'Keeps dirty clothes apart.'],
    ['Zip-top bags', false, 'For wet items and small things.'],
    ['Camp chair', false, 'For campfires and gatherings.'],
  ],
};

/** A name as an id: 'Personal Care' → 'personal-care'. The app's catalog keys use these ids. */
export const catalogSlug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The checklist in display order, each with a stable id. */
export const packingCatalog: CatalogItem[] = packingCategories.flatMap((category) =>
  entries[category].map(([name, essential, description]) => ({
    id: catalogSlug(`${category}-${name}`),
    name,
    category,
    essential,
    description,
  })),
);
