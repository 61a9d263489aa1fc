import { useState } from 'react';
import type { HubKey } from '../../../../contracts/hub';
import type { HubKeyRequest } from '../../../api/hub';
import { AccessDenied } from '../../../components/access-denied';
import { AdminBackLink } from '../../../components/admin/admin-back-link';
import { OfflineNotice } from '../../../components/admin/offline-notice';
import { useIsAdmin } from '../../../components/admin/use-is-admin';
import { useConfirmDelete } from '../../../components/confirm-delete';
import { PageHeader } from '../../../components/page-header';
import { Toast, useToast } from '../../../components/toast';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';
import { CreatedHubKey } from './created-hub-key';
import { HubKeyCard } from './hub-key-card';
import { HubKeyForm } from './hub-key-form';
import { useHubKeys } from './use-hub-keys';

/** Admin → Camp hub: the keys that let a hub on the camp's Wi-Fi take the camp from the cloud. Online only. */
export function AdminHubPage() {
  const isAdmin = useIsAdmin();
  return isAdmin ? <HubKeysTool /> : <AccessDenied />;
}

function HubKeysTool() {
  const { t } = useTranslation('hub');
  const online = useOnline();
  const tool = useHubKeys(true);
  const { toast, show } = useToast(5000);
  const [created, setCreated] = useState<{ id: string; key: string } | null>(null);
  const revoking = useConfirmDelete(
    async (hubKey: HubKey) => {
      const error = await tool.revoke(hubKey.id);
      show(error ?? t('hub:revoked'), error ? 'error' : 'success');
    },
    (hubKey) => ({
      title: t('hub:revokeTitle'),
      message: t('hub:revokeQuestion', { label: hubKey.label ?? t('hub:list.noLabel') }),
      confirmLabel: t('hub:revoke'),
    }),
  );

  async function create(input: HubKeyRequest): Promise<string | undefined> {
    const answer = await tool.create(input);
    if ('error' in answer) return answer.error;
    setCreated(answer);
  }

  const { items, loading, failed } = tool.keys;
  return (
    <div className="space-y-4 pb-6">
      <AdminBackLink />
      <PageHeader title={t('hub:title')} subtitle={t('hub:subtitle')} />
      <OfflineNotice text={t('hub:offline')} />
      <HubKeyForm key={created?.id ?? 'first'} online={online} onCreate={create} />
      {created ? <CreatedHubKey hubKey={created.key} show={show} /> : null}
      <section aria-label={t('hub:list.label')} className="px-4">
        <h2 className="mb-2 font-semibold">{t('hub:list.label')}</h2>
        {failed ? (
          <p role="alert" className={ui.error}>
            {t('hub:list.loadFailed')}
          </p>
        ) : null}
        {loading ? <p className="text-sm text-slate-500">{t('hub:list.loading')}</p> : null}
        {!loading && !failed && items.length === 0 ? <p className="text-sm text-slate-500">{t('hub:list.empty')}</p> : null}
        <ul className="space-y-3">
          {items.map((hubKey) => (
            <HubKeyCard key={hubKey.id} hubKey={hubKey} online={online} onRevoke={() => revoking.ask(hubKey)} />
          ))}
        </ul>
      </section>
      {revoking.dialog}
      <Toast toast={toast} />
    </div>
  );
}
