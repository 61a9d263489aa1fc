import { useEffect, useRef, useSyncExternalStore } from 'react';
import { lastTapFailure, subscribeTaps } from '../db/taps/tap-overlay';
import type { TapName } from '../db/taps/tap-kinds';
import { useTranslation } from '../i18n';
import { Toast, useToast } from './toast';

const TAP_FAILED_TOAST_MS = 5000;

const messageKey = {
  'feed.like': 'common:tapNotSaved.like',
  'packing.tick': 'common:tapNotSaved.tick',
  'events.rsvp': 'common:tapNotSaved.rsvp',
  'events.waitlist': 'common:tapNotSaved.waitlist',
  'polls.vote': 'common:tapNotSaved.vote',
} as const satisfies Record<TapName, string>;

/** Says that a like, tick, RSVP or vote could not be kept on the phone, as the screen takes it back. */
export function TapFailedToast() {
  const { t } = useTranslation('common');
  const failure = useSyncExternalStore(subscribeTaps, lastTapFailure, lastTapFailure);
  const told = useRef(failure);
  const { toast, show } = useToast(TAP_FAILED_TOAST_MS);
  useEffect(() => {
    if (!failure || failure === told.current) return;
    told.current = failure;
    show(t(messageKey[failure.name]), 'error');
  }, [failure, show, t]);
  return <Toast toast={toast} />;
}
