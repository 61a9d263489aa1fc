import { useEffect, useRef, useSyncExternalStore } from 'react';
import { lastTapFailure, subscribeTaps } from '../db/taps/tap-overlay';
import { useTranslation } from '../i18n';
import { Toast, useToast } from './toast';

const TAP_FAILED_TOAST_MS = 5000;

/** Says that a like, tick, RSVP or vote could not be kept on the phone, as the screen takes it back. */
export function TapFailedToast() {
  const { t } = useTranslation('common');
  const failure = useSyncExternalStore(subscribeTaps, lastTapFailure, lastTapFailure);
  const told = useRef(failure);
  const { toast, show } = useToast(TAP_FAILED_TOAST_MS);
  useEffect(() => {
    if (!failure || failure === told.current) return;
    told.current = failure;
    show(t(failure.says), 'error');
  }, [failure, show, t]);
  return <Toast toast={toast} />;
}
