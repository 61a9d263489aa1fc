import { Link } from 'react-router-dom';
import { CalendarDays, Trophy, UtensilsCrossed, Waves } from 'lucide-react';

const sections = [
  { to: '/activities', icon: Waves, title: 'Activities', text: 'Canoeing, archery, nature walks, crafts and the famous lakeside campfire sing-along.' },
  { to: '/schedule', icon: CalendarDays, title: 'Schedule', text: 'Three days planned from the Friday welcome dinner to the Sunday farewell breakfast.' },
  { to: '/challenges', icon: Trophy, title: 'Challenges', text: 'Team scavenger hunts, the family relay and the Golden Marshmallow cook-off.' },
  { to: '/food', icon: UtensilsCrossed, title: 'Food', text: 'Hearty camp meals for every diet, pancake mornings and s’mores after dark.' },
];

export function LandingActivities() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-14">
      <h2 className="text-center text-3xl font-bold">What happens at camp</h2>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {sections.map(({ to, icon: Icon, title, text }) => (
          <Link key={to} to={to} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
            <Icon className="h-7 w-7 text-emerald-600" aria-hidden />
            <h3 className="mt-3 text-lg font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
          </Link>
        ))}
      </div>
    </section>
  );
}
