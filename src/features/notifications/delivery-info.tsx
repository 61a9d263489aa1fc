import { BellRing, Mail, Smartphone } from 'lucide-react';
import { ui } from '../../components/ui';
import { useTranslation } from '../../i18n';
import { PushSwitch } from './online/push-switch';

const ways = [
  { icon: Smartphone, key: 'inApp' },
  { icon: Mail, key: 'email' },
  { icon: BellRing, key: 'push' },
] as const;

/** Static explanation of how Camp Weekend reaches campers (SPEC §2.3), true to what exists. */
export function DeliveryInfo() {
  const { t } = useTranslation('notifications');
  return (
    <section aria-label={t('notifications:deliveryHeading')} className={`${ui.card} space-y-3`}>
      <h2 className="font-semibold">{t('notifications:deliveryHeading')}</h2>
      {ways.map(({ icon: Icon, key }) => (
        <div key={key} className="flex gap-3">
          <Icon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
          <p className="text-sm">
            <span className="font-medium">{t(`notifications:delivery.${key}Title`)}.</span>{' '}
            <span className="text-slate-600 dark:text-slate-300">{t(`notifications:delivery.${key}Text`)}</span>
          </p>
        </div>
      ))}
      <PushSwitch />
    </section>
  );
}
