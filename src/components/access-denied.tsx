import { ShieldX } from 'lucide-react';

export function AccessDenied() {
  return (
    <div className="mx-auto max-w-md p-8 text-center">
      <ShieldX className="mx-auto h-12 w-12 text-red-500" aria-hidden />
      <h1 className="mt-3 text-xl font-bold">Access Denied</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">You need admin privileges to access this page.</p>
    </div>
  );
}
