/**
 * The sample camp (SPEC §1, DECISIONS 3): seeded on the server, and shown by the app where it
 * needs camp details without the network (fallback welcome post, counselor contacts while pending).
 */
export const sampleCamp = {
  name: 'Camp Weekend 2025',
  edition: '3rd annual',
  year: 2025,
  location: 'Whispering Pines Campground',
  address: '4200 Lakeview Road, Pine Valley, CA 91962',
  /** Calendar dates; the server stores them at noon UTC so they read the same day in every timezone. */
  start_date: '2025-09-05',
  end_date: '2025-09-07',
  contact_info: {
    website: 'https://campweekend.example.org',
    phone: '(555) 201-2025',
    whatsapp: '+1 555 201 2026',
    counselors: [
      { name: 'Sarah Johnson', phone: '(555) 234-5678' },
      { name: 'Mike Chen', phone: '(555) 345-6789' },
    ],
  },
  rules: 'Quiet hours run from 10 PM to 7 AM. See the Camp Rules page for everything else.',
  is_active: true,
} as const;
