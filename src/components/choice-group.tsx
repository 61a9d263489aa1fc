import type { ReactNode } from 'react';

/** 'chips': a scrolling row of round chips (a filter); 'segments': options side by side in one bar (a view switch). */
const looks = {
  chips: {
    group: 'flex gap-2 overflow-x-auto px-4 pb-1',
    button: 'whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium',
    chosen: 'bg-emerald-700 text-white',
    other: 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700',
  },
  segments: {
    group: 'flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800',
    button: 'inline-flex flex-1 items-center justify-center gap-1 rounded-md px-3 py-1 text-sm',
    chosen: 'bg-white shadow dark:bg-slate-900',
    other: '',
  },
};

interface Props<T extends string> {
  /** The group's name, e.g. "Categories". */
  label: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  look: keyof typeof looks;
  /** What an option's button shows. */
  children: (option: T) => ReactNode;
  /** The group's place on its page. */
  className?: string;
}

/** One choice among a few options, as a named group of buttons; the chosen one is pressed. */
export function ChoiceGroup<T extends string>({ label, options, value, onChange, look, children, className = '' }: Props<T>) {
  const { group, button, chosen, other } = looks[look];
  return (
    <div role="group" aria-label={label} className={`${group} ${className}`}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={`${button} ${option === value ? chosen : other}`}
        >
          {children(option)}
        </button>
      ))}
    </div>
  );
}
