import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDialogMessageSlot } from './dialog-stack';

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
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900',
};

/**
 * Shown at the top of the screen, clear of the bottom navigation, the chat box and the floating
 * buttons; while a dialog is open, inside the dialog above its fields instead.
 */
export function Toast({ toast }: { toast: ToastState | null }) {
  const slot = useDialogMessageSlot();
  if (!toast) return null;
  if (slot) {
    return createPortal(
      <div role="status" aria-live="polite" className={`mb-4 rounded-lg px-4 py-3 text-sm ${tone[toast.kind]}`}>
        {toast.message}
      </div>,
      slot,
    );
  }
  return (
    <div
      role="status"
      aria-live="polite"
      className={`fixed inset-x-4 top-16 z-50 mx-auto max-w-md rounded-lg px-4 py-3 text-sm shadow-lg ${tone[toast.kind]}`}
    >
      {toast.message}
    </div>
  );
}
