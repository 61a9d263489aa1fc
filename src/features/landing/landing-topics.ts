import { CalendarDays, Trophy, UtensilsCrossed, Waves, type LucideIcon } from 'lucide-react';

/** The landing's four cards, each opening its own section at its address (SPEC §2.1: /activities, /schedule, /challenges, /food). */
export const landingTopics: { to: string; icon: LucideIcon; title: string; text: string }[] = [
  { to: '/activities', icon: Waves, title: 'landing:activity.activitiesTitle', text: 'landing:activity.activitiesText' },
  { to: '/schedule', icon: CalendarDays, title: 'landing:activity.scheduleTitle', text: 'landing:activity.scheduleText' },
  { to: '/challenges', icon: Trophy, title: 'landing:activity.challengesTitle', text: 'landing:activity.challengesText' },
  { to: '/food', icon: UtensilsCrossed, title: 'landing:activity.foodTitle', text: 'landing:activity.foodText' },
];
