import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastKind = 'success' | 'error' | 'info';
export interface ToastState {
  message: string;
  kind: ToastKind;
}

/** A message that clears itself after `durationMs` (SPEC §4.8: 4 s events, 5 s profile and chat, 8 s safety). */
export function useToast(durationMs: number) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (message: string, kind: ToastKind = 'info') => {
      clearTimeout(timer.current);
      setToast({ message, kind });
      timer.current = setTimeout(() => setToast(null), durationMs);
    },
    [durationMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { toast, show, clear: () => setToast(null) };
}

const tone: Record<ToastKind, string> = {
  success: 'bg-emerald-600 text-white',
  error: 'bg-red-600 text-white',
  info: 'bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900',
};

export function Toast({ toast }: { toast: ToastState | null }) {
  if (!toast) return null;
  return (
    <div role="status" aria-live="polite" className={`fixed inset-x-4 bottom-24 z-50 mx-auto max-w-md rounded-lg px-4 py-3 text-sm shadow-lg ${tone[toast.kind]}`}>
      {toast.message}
    </div>
  );
}
