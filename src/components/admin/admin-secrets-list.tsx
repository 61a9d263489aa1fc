import { Fragment, type ReactNode } from 'react';
import { useConfirmDelete } from '../confirm-delete';
import type { ToastKind } from '../toast';
import { ServerListStatus } from './server-list-status';

interface Texts {
  /** The list's heading and name, and what it says while loading, when it could not be read, and when it is empty. */
  label: string;
  loading: string;
  failed: string;
  empty: string;
  /** The title and red button of the question before revoking one, and the toast once it is revoked. */
  revokeTitle: string;
  revoke: string;
  revoked: string;
}

interface Props<Item> {
  texts: Texts;
  list: { items: Item[]; loading: boolean; failed: boolean };
  /** The question before revoking this one (it names it). */
  revokeQuestion: (item: Item) => string;
  /** Revokes one; answers null, or the sentence why not (said in the toast). */
  revoke: (id: string) => Promise<string | null>;
  show: (message: string, kind: ToastKind) => void;
  /** One item's card; `askRevoke` asks before revoking it. */
  card: (item: Item, askRevoke: () => void) => ReactNode;
}

/** An admin list of secret links or keys (family invitations, hub keys): its heading, how its reading went, a card each, and the question before revoking one. */
export function AdminSecretsList<Item extends { id: string }>({ texts, list, revokeQuestion, revoke, show, card }: Props<Item>) {
  const revoking = useConfirmDelete(
    async (item: Item) => {
      const error = await revoke(item.id);
      show(error ?? texts.revoked, error ? 'error' : 'success');
    },
    (item) => ({ title: texts.revokeTitle, message: revokeQuestion(item), confirmLabel: texts.revoke }),
  );
  return (
    <section aria-label={texts.label} className="px-4">
      <h2 className="mb-2 font-semibold">{texts.label}</h2>
      <ServerListStatus loading={list.loading} failed={list.failed} empty={list.items.length === 0} texts={texts} />
      <ul className="space-y-3">
        {list.items.map((item) => (
          <Fragment key={item.id}>{card(item, () => revoking.ask(item))}</Fragment>
        ))}
      </ul>
      {revoking.dialog}
    </section>
  );
}
