/**
 * The Help and Support text (SPEC §2.3): quick tips, the feature guide by category and
 * troubleshooting. It ships with the app, so help is there with no signal.
 */
import { Camera, Cog, Info, Palette, type LucideIcon } from 'lucide-react';

export const quickTips: string[] = [
  'Everything on Camp Weekend works without signal: read, post, RSVP and vote, and it is sent when you are back in range.',
  'Tap the bell for your notifications, and the camera in the top bar to share a photo in two taps.',
  'Open the Camp Map before you leave home: the map and Getting Here stay on your phone.',
  'Check the Safety Center once on arrival: emergency numbers and the counselors’ phones are one tap away.',
  'Tick off your packing list the week before; essentials are marked so nothing important stays home.',
];

export interface GuideSection {
  title: string;
  icon: LucideIcon;
  /** Shown to administrators only. */
  adminOnly?: boolean;
  items: { name: string; text: string }[];
}

export const featureGuide: GuideSection[] = [
  {
    title: 'Social Features',
    icon: Camera,
    items: [
      { name: 'Home feed', text: 'Post photos with a caption, like and comment, and vote in quick polls.' },
      { name: 'Camp Photos', text: 'Browse every photo of the weekend, open one full size, and share your own with Take Photo or Upload & Share.' },
      { name: 'Messages', text: 'Chat one to one or in groups; counselors send broadcasts to everyone.' },
      { name: 'Instagram', text: 'Connect your account in your profile to cross-post camp photos.' },
    ],
  },
  {
    title: 'Camp Information',
    icon: Info,
    items: [
      { name: 'Camp Events', text: 'The schedule by day, with RSVP for activities that have limited places.' },
      { name: 'Camp Rules', text: 'Quiet hours and everything else that keeps camp safe, filtered by category.' },
      { name: 'Camp Map', text: 'Key locations, the map of the campground, and directions to get here.' },
      { name: 'Safety Center', text: 'Emergency contacts, protocols, conditions and medical information.' },
      { name: 'Packing List', text: 'Everything to bring, with your own ticks saved on your phone and your account.' },
    ],
  },
  {
    title: 'Personalization',
    icon: Palette,
    items: [
      { name: 'Dark mode', text: 'On by default; switch it in More > Settings.' },
      { name: 'Language', text: 'Camp Weekend speaks English, Spanish and French; tap Language in More > Settings to change it.' },
      { name: 'Profile', text: 'Your photo, phone, emergency contact and dietary needs, plus your data export.' },
      { name: 'Reflections', text: 'Write your high, low and glitter of each camp, privately or for the counselors to read.' },
    ],
  },
  {
    title: 'Admin Features',
    icon: Cog,
    adminOnly: true,
    items: [
      { name: 'Admin Dashboard', text: 'Counts of users, approvals, events, polls, posts, photos, camps and teams.' },
      { name: 'User Management', text: 'Approve registrations, create accounts, reset passwords and change roles.' },
      { name: 'Camp, Event and Team Management', text: 'Keep camps, the schedule and the teams up to date; auto-link team members to their accounts.' },
      { name: 'Snap Polls', text: 'Create quick polls, end or reactivate them, and see the results as votes come in.' },
    ],
  },
];

export const troubleshooting: { question: string; answer: string }[] = [
  { question: 'My photos are not uploading', answer: 'Photos must be images under 10MB. With no signal they wait on your phone and upload by themselves when you are back in range; check the changes waiting in the top bar.' },
  { question: 'My Instagram account will not connect', answer: 'Connecting needs signal and a pop-up window: allow pop-ups for Camp Weekend and try Connect again from your profile. If the camp has not set up Instagram, Connect says so.' },
  { question: 'What does “changes waiting” mean?', answer: 'Things you did without signal (posts, likes, RSVPs, votes, messages) are kept on your phone and shown at once. The top bar counts them; they are sent by themselves as soon as there is signal. Tap it to see them, retry one now, or discard one you no longer want.' },
  { question: 'How do I send my waiting changes?', answer: 'Move to where there is signal (the Main Lodge usually has some) and open the app: it sends everything at once. Nothing is lost if you close the app meanwhile. If it asks you to sign in again, do so and the changes go out.' },
  { question: 'The screen is too dark or too bright', answer: 'Dark mode is on by default. Turn it off or on in More > Settings > Dark Mode.' },
  { question: 'I cannot sign in', answer: 'New accounts are approved by a counselor first; you receive an email once approved. Forgot your password? Use the link on the sign-in screen or ask a counselor.' },
  { question: 'Something looks out of date', answer: 'Your phone brings the whole camp over whenever it has signal. Pull the app back into view, or wait a moment once you are in range.' },
];
