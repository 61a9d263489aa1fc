import { Plus } from 'lucide-react';
import { PageHeader } from '../page-header';
import { ui } from '../ui';
import { OfflineNotice } from './offline-notice';

interface Props {
  title: string;
  /** The button that adds one; `disabled` where it cannot work without a connection. */
  create: { label: string; onClick: () => void; disabled?: boolean };
  /** What the editor can still do without signal. */
  offlineText: string;
  /** The last change's refusal, in a sentence. */
  error: string | null;
}

/** The top of an editor of a list the phone keeps (polls, sign-up sheets): title, create button, offline notice, last error. */
export function EditorHeader({ title, create, offlineText, error }: Props) {
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <button type="button" className={ui.button} disabled={create.disabled} onClick={create.onClick}>
            <Plus aria-hidden className="h-4 w-4" />
            {create.label}
          </button>
        }
      />
      <OfflineNotice text={offlineText} />
      {error ? (
        <p className={`${ui.error} mx-4`} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
