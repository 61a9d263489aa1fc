/**
 * The Help and Support text (SPEC §2.3): quick tips, the feature guide by category and
 * troubleshooting, as keys of the help catalog. It ships with the app, so help is there with no signal.
 */
import { Camera, Cog, Info, Palette, type LucideIcon } from 'lucide-react';

export const quickTips: string[] = ['help:tip.offline', 'help:tip.bell', 'help:tip.map', 'help:tip.safety', 'help:tip.packing'];

export interface GuideSection {
  title: string;
  icon: LucideIcon;
  /** Shown to administrators only. */
  adminOnly?: boolean;
  /** Each feature's name and text are help:feature.<feature>Name and help:feature.<feature>Text. */
  features: string[];
}

export const featureGuide: GuideSection[] = [
  { title: 'help:section.social', icon: Camera, features: ['homeFeed', 'photos', 'messages', 'instagram'] },
  { title: 'help:section.campInfo', icon: Info, features: ['events', 'rules', 'map', 'safety', 'packing'] },
  { title: 'help:section.personalization', icon: Palette, features: ['darkMode', 'language', 'profile', 'reflections'] },
  { title: 'help:section.admin', icon: Cog, adminOnly: true, features: ['dashboard', 'users', 'management', 'polls'] },
];

/** Each problem's question and answer are help:faq.<problem>Question and help:faq.<problem>Answer. */
export const troubleshooting: string[] = ['upload', 'instagram', 'waiting', 'send', 'brightness', 'signIn', 'outdated'];
