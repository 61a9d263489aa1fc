import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmTexts {
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * Asks before one action that cannot be taken back (sign out, reset, delete the account): `ask()` opens the question,
 * Cancel closes it, the red button closes it and does `action`. Place `dialog` anywhere in the screen.
 */
export function useConfirm(texts: ConfirmTexts, action: () => unknown): { ask: () => void; dialog: ReactNode } {
  const [asking, setAsking] = useState(false);
  const dialog = asking ? (
    <ConfirmDialog
      {...texts}
      onCancel={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        void action();
      }}
    />
  ) : null;
  return { ask: () => setAsking(true), dialog };
}
