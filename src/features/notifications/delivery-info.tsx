import { BellRing, Mail, Smartphone } from 'lucide-react';
import { ui } from '../../components/ui';
import { PushSwitch } from './online/push-switch';

const ways = [
  {
    icon: Smartphone,
    title: 'In-app notifications',
    text: 'Kept on this phone and listed here, even without signal; the bell shows how many are unread. If a change you made offline cannot be saved (say, an event filled up first), a notice lands here.',
  },
  { icon: Mail, title: 'Email', text: 'We email you once your registration is approved. Camp Weekend sends no other email.' },
  { icon: BellRing, title: 'Push notifications', text: 'New messages, broadcasts, moved or cancelled events and new polls also land in this inbox, and on your lock screen when push is on below.' },
];

/** Static explanation of how Camp Weekend reaches campers (SPEC §2.3), true to what exists. */
export function DeliveryInfo() {
  return (
    <section aria-label="How notifications reach you" className={`${ui.card} space-y-3`}>
      <h2 className="font-semibold">How notifications reach you</h2>
      {ways.map(({ icon: Icon, title, text }) => (
        <div key={title} className="flex gap-3">
          <Icon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
          <p className="text-sm">
            <span className="font-medium">{title}.</span> <span className="text-slate-600 dark:text-slate-300">{text}</span>
          </p>
        </div>
      ))}
      <PushSwitch />
    </section>
  );
}
