/** The Privacy Policy's text (SPEC §2.3, §9): every retention period the camp commits to. */
export interface PolicySection {
  title: string;
  paragraphs: string[];
}

export const privacySections: PolicySection[] = [
  {
    title: 'What we collect',
    paragraphs: [
      'Your account details (name, email, date of birth, and the phone, emergency contact and dietary needs you choose to add), what you post and send in Camp Weekend (photos, captions, comments, messages, reflections, RSVPs, votes and packing ticks), and basic usage data such as when you last signed in.',
    ],
  },
  {
    title: 'How we use it',
    paragraphs: [
      'Only to run the camp weekend: to show your posts and messages to other campers, keep the schedule and counts, contact you about your account, and keep everyone safe. We never sell your data or use it for advertising.',
      'Photos are stripped of their location and camera details (EXIF and GPS) when they are uploaded, because many show children.',
    ],
  },
  {
    title: 'How long we keep it',
    paragraphs: [
      'Account data is kept until you delete your account.',
      'Messages and photos are kept for the camp session plus 1 year.',
      'Usage data is kept for up to 2 years.',
      'When you request account deletion, your data is deleted within 30 days.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'You can see and correct your details in your profile, download all your data with Export, and request deletion of your account at any time. We answer privacy requests within 30 days.',
    ],
  },
  {
    title: 'On your phone',
    paragraphs: [
      'Camp Weekend keeps a copy of the camp on your phone so it works without signal. When someone else signs in on the same phone, your copy is cleared.',
    ],
  },
  {
    title: 'Contact',
    paragraphs: ['Questions about your privacy? Ask a counselor, or write to the camp office from Help & Support.'],
  },
];
