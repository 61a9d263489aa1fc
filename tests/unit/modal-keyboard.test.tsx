import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../src/components/confirm-dialog';
import { Modal } from '../../src/components/modal';
import { Toast } from '../../src/components/toast';

afterEach(cleanup);

function Page({ onClose, blocking = false, toast }: { onClose?: () => void; blocking?: boolean; toast?: string }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Create Post
      </button>
      {open ? (
        <Modal title="Create Post" onClose={blocking ? undefined : close}>
          <label>
            Caption <input />
          </label>
          <button type="button" onClick={() => setConfirming(true)}>
            Discard
          </button>
          {confirming ? (
            <ConfirmDialog
              title="Discard post?"
              message="The caption is lost."
              confirmLabel="Discard"
              onConfirm={close}
              onCancel={() => setConfirming(false)}
            />
          ) : null}
        </Modal>
      ) : null}
      <Toast toast={toast ? { message: toast, kind: 'error' } : null} />
    </>
  );
}

const open = () => {
  const opener = screen.getByRole('button', { name: 'Create Post' });
  opener.focus();
  fireEvent.click(opener);
  return screen.getByRole('dialog', { name: 'Create Post' });
};
const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('dialogs from the keyboard', () => {
  it('puts focus in the first field, keeps Tab inside, closes on Escape and returns focus to the opener', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const dialog = open();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Caption'));
    within(dialog).getByRole('button', { name: 'Discard' }).focus();
    tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    tab(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Discard' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create Post' }));
  });

  it('closes only the innermost dialog on Escape', () => {
    render(<Page />);
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(document.activeElement).toBe(
      within(screen.getByRole('dialog', { name: 'Discard post?' })).getByRole('button', { name: 'Cancel' }),
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Discard post?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Create Post' })).toBeTruthy();
  });

  it('keeps a blocking dialog open on Escape', () => {
    render(<Page blocking />);
    open();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Create Post' })).toBeTruthy();
  });
});

describe('toasts', () => {
  it('show inside an open dialog, above its fields, instead of over them', () => {
    const { rerender } = render(<Page />);
    const dialog = open();
    rerender(<Page toast="Failed to upload photo" />);
    const status = within(dialog).getByRole('status');
    expect(status.textContent).toBe('Failed to upload photo');
    expect(status.className).not.toMatch(/fixed/);
    expect(status.compareDocumentPosition(within(dialog).getByLabelText('Caption')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('show at the top of the screen otherwise, clear of the chat box and the bottom navigation', () => {
    render(<Page toast="Failed to send message" />);
    expect(screen.getByRole('status').className).toMatch(/fixed .*top-16/);
  });
});
