import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Tent, type LucideIcon } from 'lucide-react';

/** The centred card every sign-in screen sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-emerald-50 to-white px-4 py-10 dark:from-slate-950 dark:to-slate-900">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-lg dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-6 text-center">
          <Tent className="mx-auto mb-2 h-10 w-10 text-emerald-600" aria-hidden />
          <h1 className="text-2xl font-bold">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </div>
  );
}

/** A line of a sign-in screen with its icon before it (`tone` colours the icon). */
export function AuthNote({ icon: Icon, tone, children }: { icon: LucideIcon; tone: string; children: ReactNode }) {
  return (
    <p className="flex gap-2">
      <Icon className={`mt-0.5 h-4 w-4 shrink-0 ${tone}`} aria-hidden />
      {children}
    </p>
  );
}

/** The way to the other sign-in screen under the form, e.g. "New to Camp Weekend? Sign up". */
export function AuthSwitch({ text, link, to }: { text: string; link: string; to: string }) {
  return (
    <p className="mt-6 text-center text-sm">
      {text}{' '}
      <Link to={to} className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400">
        {link}
      </Link>
    </p>
  );
}
