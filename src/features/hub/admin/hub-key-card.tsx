import { Ban } from 'lucide-react';
import type { HubKey } from '../../../../contracts/hub';
import { Pill, pillTones } from '../../../components/pill';
import { ui } from '../../../components/ui';
import { formatDate, useTranslation } from '../../../i18n';

/** One hub key: its label, live or revoked, made and last used; Revoke while it lives. */
export function HubKeyCard({ hubKey, online, onRevoke }: { hubKey: HubKey; online: boolean; onRevoke: () => void }) {
  const { t } = useTranslation('hub');
  const revoked = hubKey.revoked_at !== null;
  return (
    <li className={ui.card} data-testid="hub-key-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{hubKey.label ?? t('hub:list.noLabel')}</h3>
        <Pill tone={revoked ? pillTones.amber : pillTones.emerald}>{revoked ? t('hub:state.revoked') : t('hub:state.active')}</Pill>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('hub:list.created', { date: formatDate(hubKey.created_at, 'moment') })} ·{' '}
        {hubKey.last_used_at ? t('hub:list.lastUsed', { date: formatDate(hubKey.last_used_at, 'moment') }) : t('hub:list.neverUsed')}
        {hubKey.revoked_at ? ` · ${t('hub:list.revokedAt', { date: formatDate(hubKey.revoked_at, 'moment') })}` : null}
      </p>
      {revoked ? null : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={`${ui.buttonDanger} min-h-11`} disabled={!online} onClick={onRevoke}>
            <Ban className="h-4 w-4" aria-hidden /> {t('hub:revoke')}
          </button>
        </div>
      )}
    </li>
  );
}
