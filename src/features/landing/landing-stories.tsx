import { Quote } from 'lucide-react';

const stories = [
  { family: 'The Johnson Family', years: 'Campers since year one', text: 'Our kids count down the days all summer. The canoe race is now a family tradition, and so is losing it to the Garcias.' },
  { family: 'The Garcia Family', years: 'Second summer', text: 'We came knowing two families and left with twenty friends. The campfire stories are the highlight of our year.' },
  { family: 'The Patel Family', years: 'First-time campers', text: 'Our youngest caught her first fish and our teenager put his phone down for three whole days. Enough said.' },
];

export function LandingStories() {
  return (
    <section className="bg-emerald-50 px-6 py-14 dark:bg-slate-900/60">
      <h2 className="text-center text-3xl font-bold">Family stories</h2>
      <div className="mx-auto mt-8 grid max-w-5xl gap-4 md:grid-cols-3">
        {stories.map((s) => (
          <figure key={s.family} className="rounded-xl bg-white p-5 shadow-sm dark:bg-slate-900">
            <Quote className="h-6 w-6 text-emerald-500" aria-hidden />
            <blockquote className="mt-2 text-sm text-slate-700 dark:text-slate-300">{s.text}</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold">{s.family}</span>
              <span className="block text-slate-500">{s.years}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
