import { CopyButton } from '../../../components/copy-button';
import type { ToastKind } from '../../../components/toast';
import { ui } from '../../../components/ui';
import { useTranslation } from '../../../i18n';

/** The command that starts a hub with this key, against the cloud this page was opened from. */
const hubCommand = (key: string, cloud = window.location.origin) => `npm run hub -- --cloud ${cloud} --key ${key}`;

const shown = 'break-all rounded-lg bg-slate-100 p-2 font-mono text-sm dark:bg-slate-800';

/** The key just made, shown this once, with the command that starts the hub; each with its Copy button. */
export function CreatedHubKey({ hubKey, show }: { hubKey: string; show: (message: string, kind: ToastKind) => void }) {
  const { t } = useTranslation('hub');
  const command = hubCommand(hubKey);
  return (
    <section className={`${ui.card} mx-4 space-y-3`} aria-label={t('hub:created.title')}>
      <h2 className="font-semibold">{t('hub:created.title')}</h2>
      <p role="note" className="text-sm font-medium text-amber-800 dark:text-amber-200">
        {t('hub:created.once')}
      </p>
      <p className={shown} data-testid="created-hub-key">
        {hubKey}
      </p>
      <CopyButton text={hubKey} label={t('hub:created.copyKey')} copied={t('hub:created.keyCopied')} show={show} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('hub:created.commandHint')}</p>
      <p className={shown} data-testid="hub-command">
        {command}
      </p>
      <CopyButton text={command} label={t('hub:created.copyCommand')} copied={t('hub:created.commandCopied')} show={show} />
    </section>
  );
}
