import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteTexts {
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * Asks before deleting one item of a list: `ask(item)` opens the question, Cancel closes it, and the
 * red button removes the item and closes it. Place `dialog` anywhere in the screen.
 */
export function useConfirmDelete<T>(
  remove: (item: T) => Promise<unknown>,
  textsOf: (item: T) => DeleteTexts,
): { ask: (item: T) => void; dialog: ReactNode } {
  const [item, setItem] = useState<{ value: T } | null>(null);
  const close = () => setItem(null);
  const dialog = item ? (
    <ConfirmDialog
      {...textsOf(item.value)}
      onCancel={close}
      onConfirm={() => {
        void remove(item.value);
        close();
      }}
    />
  ) : null;
  return { ask: (value: T) => setItem({ value }), dialog };
}
