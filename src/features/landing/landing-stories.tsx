import { Quote } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { LandingSection } from './landing-section';

const stories = [
  { family: 'landing:story.johnsonFamily', years: 'landing:story.johnsonYears', text: 'landing:story.johnsonText' },
  { family: 'landing:story.garciaFamily', years: 'landing:story.garciaYears', text: 'landing:story.garciaText' },
  { family: 'landing:story.patelFamily', years: 'landing:story.patelYears', text: 'landing:story.patelText' },
];

export function LandingStories() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection
      title={t('landing:storiesTitle')}
      className="bg-emerald-50 px-6 py-14 dark:bg-slate-900/60"
      grid="mx-auto mt-8 grid max-w-5xl gap-4 md:grid-cols-3"
    >
      {stories.map((s) => (
        <figure key={s.family} className="rounded-xl bg-white p-5 shadow-sm dark:bg-slate-900">
          <Quote className="h-6 w-6 text-emerald-500" aria-hidden />
          <blockquote className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t(s.text)}</blockquote>
          <figcaption className="mt-4 text-sm">
            <span className="font-semibold">{t(s.family)}</span>
            <span className="block text-slate-500">{t(s.years)}</span>
          </figcaption>
        </figure>
      ))}
    </LandingSection>
  );
}
