import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useConfirmDelete } from '../confirm-delete';
import type { ToastKind } from '../toast';
import { ServerListStatus } from './server-list-status';
import type { SecretsArea } from './use-admin-secrets';

interface Props<Item> {
  /** Whose texts: the heading, the list's sentences and the question before revoking one. */
  area: SecretsArea;
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
export function AdminSecretsList<Item extends { id: string }>({ area, list, revokeQuestion, revoke, show, card }: Props<Item>) {
  const { t } = useTranslation(area);
  const revoking = useConfirmDelete(
    async (item: Item) => {
      const error = await revoke(item.id);
      show(error ?? t(`${area}:revoked`), error ? 'error' : 'success');
    },
    (item) => ({ title: t(`${area}:revokeTitle`), message: revokeQuestion(item), confirmLabel: t(`${area}:revoke`) }),
  );
  const texts = { loading: t(`${area}:list.loading`), failed: t(`${area}:list.loadFailed`), empty: t(`${area}:list.empty`) };
  return (
    <section aria-label={t(`${area}:list.label`)} className="px-4">
      <h2 className="mb-2 font-semibold">{t(`${area}:list.label`)}</h2>
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
