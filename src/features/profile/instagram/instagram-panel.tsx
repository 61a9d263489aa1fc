import { AtSign } from 'lucide-react';
import { useConfirm } from '../../../components/use-confirm';
import { ui } from '../../../components/ui';
import { formatNumber, useTranslation } from '../../../i18n';
import { useInstagramConnection } from './use-instagram-connection';

/** The Instagram panel (SPEC §2.3 photo-social panel), in Profile and at /profile-instagram. Needs signal. */
export function InstagramPanel({ notify }: { notify: (message: string) => void }) {
  const { t } = useTranslation('profile');
  const { panel, connect, disconnect } = useInstagramConnection(notify);
  const disconnecting = useConfirm(
    {
      title: t('profile:instagram.disconnectTitle'),
      message: t('profile:instagram.disconnectQuestion'),
      confirmLabel: t('profile:instagram.disconnect'),
    },
    disconnect,
  );
  return (
    <section aria-labelledby="instagram-panel" className={ui.card}>
      <h2 id="instagram-panel" className="mb-2 flex items-center gap-2 font-semibold">
        <AtSign aria-hidden className="h-5 w-5 text-pink-600" /> Instagram
      </h2>
      {panel.state === 'checking' ? <p className="text-sm text-slate-500">{t('profile:instagram.checking')}</p> : null}
      {panel.state === 'offline' ? <p className="text-sm text-slate-500 dark:text-slate-400">{t('profile:instagram.offline')}</p> : null}
      {panel.state === 'connected' ? (
        <div className="space-y-3">
          <p className="text-sm">
            {t('profile:instagram.connectedAs')} <strong>@{panel.account.username}</strong>
          </p>
          <dl className="flex gap-6 text-sm">
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('profile:instagram.posts')}</dt>
              <dd className="text-lg font-semibold">{formatNumber(panel.account.media_count)}</dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('profile:instagram.followers')}</dt>
              <dd className="text-lg font-semibold">{formatNumber(panel.account.followers_count)}</dd>
            </div>
          </dl>
          <button type="button" className={ui.buttonSecondary} onClick={disconnecting.ask}>
            {t('profile:instagram.disconnect')}
          </button>
        </div>
      ) : null}
      {panel.state === 'not-connected' ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('profile:instagram.connectHint')}</p>
          <button type="button" className={ui.button} onClick={() => void connect()}>
            {t('profile:instagram.connect')}
          </button>
        </div>
      ) : null}
      {disconnecting.dialog}
    </section>
  );
}
