/**
 * The open dialogs, innermost last. The innermost one owns the keyboard: Escape closes it (unless it
 * is blocking), Tab and Shift+Tab cycle inside it, and focus returns where it was when it closes.
 * Toasts shown meanwhile go into its message slot instead of floating over its fields.
 */
import { useEffect, useSyncExternalStore, type RefObject } from 'react';

interface OpenDialog {
  element: HTMLElement;
  onClose?: () => void;
}

const stack: OpenDialog[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  // Hidden controls (display: none, a closed <details>) cannot take focus; browsers without checkVisibility keep all.
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) =>
    typeof el.checkVisibility === 'function' ? el.checkVisibility() : true,
  );
}

function onKeyDown(event: KeyboardEvent): void {
  const top = stack.at(-1);
  if (!top) return;
  if (event.key === 'Escape' && top.onClose) {
    event.preventDefault();
    event.stopPropagation();
    top.onClose();
  } else if (event.key === 'Tab') {
    const items = focusables(top.element);
    const first = items[0];
    const last = items.at(-1);
    const inside = top.element.contains(document.activeElement);
    if (!first || !last) {
      event.preventDefault();
      top.element.focus();
    } else if (event.shiftKey && (!inside || document.activeElement === first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
      event.preventDefault();
      first.focus();
    }
  }
}

/** Makes `ref` the innermost dialog while mounted; `onClose` undefined makes it blocking (Escape does nothing). */
export function useDialog(ref: RefObject<HTMLElement | null>, onClose?: () => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const entry: OpenDialog = { element, onClose };
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (stack.length === 0) window.addEventListener('keydown', onKeyDown, true);
    stack.push(entry);
    changed();
    // The first field (or button) takes focus, so typing starts in the dialog.
    const first =
      element.querySelector<HTMLElement>('[autofocus]') ?? focusables(element).find((el) => !el.hasAttribute('data-dialog-close'));
    (first ?? element).focus({ preventScroll: true });
    return () => {
      stack.splice(stack.indexOf(entry), 1);
      if (stack.length === 0) window.removeEventListener('keydown', onKeyDown, true);
      changed();
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
    // The dialog is set up once per opening; a new onClose identity changes nothing the keyboard needs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref]);
  // Keep the newest onClose (parents often pass a fresh closure each render).
  useEffect(() => {
    const entry = stack.find((d) => d.element === ref.current);
    if (entry) entry.onClose = onClose;
  });
}

/** The message slot of the innermost open dialog, or null when none is open. */
export function useDialogMessageSlot(): HTMLElement | null {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => stack.at(-1)?.element.querySelector<HTMLElement>('[data-message-slot]') ?? null,
  );
}
