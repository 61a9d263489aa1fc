import { useState } from 'react';
import { hubKeysApi, type HubKeyRequest } from '../../../api/hub';
import { AdminBackLink } from '../../../components/admin/admin-back-link';
import { AdminSecretsList } from '../../../components/admin/admin-secrets-list';
import { AdminOnly } from '../../../components/admin/admin-only';
import { OfflineNotice } from '../../../components/admin/offline-notice';
import { useAdminSecrets } from '../../../components/admin/use-admin-secrets';
import { PageHeader } from '../../../components/page-header';
import { Toast, useToast } from '../../../components/toast';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';
import { CreatedHubKey } from './created-hub-key';
import { HubKeyCard } from './hub-key-card';
import { HubKeyForm } from './hub-key-form';

/** Admin → Camp hub: the keys that let a hub on the camp's Wi-Fi take the camp from the cloud. Online only. */
export const AdminHubPage = () => <AdminOnly tool={HubKeysTool} />;

const failureKeys = { offline: 'hub:offline', createFailed: 'hub:form.failed', revokeFailed: 'hub:revokeFailed' };

function HubKeysTool() {
  const { t } = useTranslation('hub');
  const online = useOnline();
  const tool = useAdminSecrets(hubKeysApi, true, failureKeys);
  const { toast, show } = useToast(5000);
  const [created, setCreated] = useState<{ id: string; key: string } | null>(null);

  async function create(input: HubKeyRequest): Promise<string | undefined> {
    const answer = await tool.create(input);
    if ('error' in answer) return answer.error;
    setCreated(answer);
  }

  return (
    <div className="space-y-4 pb-6">
      <AdminBackLink />
      <PageHeader title={t('hub:title')} subtitle={t('hub:subtitle')} />
      <OfflineNotice text={t('hub:offline')} />
      <HubKeyForm key={created?.id ?? 'first'} online={online} onCreate={create} />
      {created ? <CreatedHubKey hubKey={created.key} show={show} /> : null}
      <AdminSecretsList
        list={tool.list}
        texts={{
          label: t('hub:list.label'),
          loading: t('hub:list.loading'),
          failed: t('hub:list.loadFailed'),
          empty: t('hub:list.empty'),
          revokeTitle: t('hub:revokeTitle'),
          revoke: t('hub:revoke'),
          revoked: t('hub:revoked'),
        }}
        revokeQuestion={(hubKey) => t('hub:revokeQuestion', { label: hubKey.label ?? t('hub:list.noLabel') })}
        revoke={tool.revoke}
        show={show}
        card={(hubKey, askRevoke) => <HubKeyCard hubKey={hubKey} online={online} onRevoke={askRevoke} />}
      />
      <Toast toast={toast} />
    </div>
  );
}
