import { useCallback, useEffect, useRef, useState } from 'react';
import { disconnectInstagram, getInstagramStatus, startInstagramConnect, type InstagramAccount } from '../../../api/instagram';
import { useTranslation } from '../../../i18n';
import { useOnline } from '../../../lib/use-online';
import { instagramRedirectUri, openBlankPopup, whenClosed } from './connect-popup';

export type PanelState =
  { state: 'checking' } | { state: 'connected'; account: InstagramAccount } | { state: 'not-connected' } | { state: 'offline' };

/** The Instagram link as the panel shows it, with Connect (popup) and Disconnect (SPEC §4.6, §8). */
export function useInstagramConnection(onMessage: (message: string) => void) {
  const { t } = useTranslation('profile');
  const online = useOnline();
  const notifyRef = useRef(onMessage);
  useEffect(() => {
    notifyRef.current = onMessage;
  }, [onMessage]);
  const notify = useCallback((message: string) => notifyRef.current(message), []);
  const [panel, setPanel] = useState<PanelState>({ state: 'checking' });
  const stopWatching = useRef<() => void>(() => undefined);
  useEffect(() => () => stopWatching.current(), []);

  const refresh = useCallback(async () => {
    if (!navigator.onLine) return setPanel({ state: 'offline' });
    setPanel({ state: 'checking' });
    const status = await getInstagramStatus();
    if (status.state === 'unknown') notify(t('profile:instagram.checkFailed'));
    setPanel(status.state === 'connected' ? status : { state: 'not-connected' });
  }, [notify, t]);

  useEffect(() => {
    void refresh();
  }, [refresh, online]);

  const connect = async () => {
    const popup = openBlankPopup();
    try {
      const start = await startInstagramConnect(instagramRedirectUri());
      if (!start.configured) {
        popup?.close();
        return notify(t('profile:instagram.notConfigured'));
      }
      if (!popup) return window.location.assign(start.url);
      popup.location.href = start.url;
      stopWatching.current();
      stopWatching.current = whenClosed(popup, () => void refresh());
    } catch {
      popup?.close();
      notify(t('profile:instagram.initiateFailed'));
    }
  };

  const disconnect = async () => {
    try {
      await disconnectInstagram();
      setPanel({ state: 'not-connected' });
    } catch {
      notify(t('profile:instagram.disconnectFailed'));
    }
  };
  return { panel, connect, disconnect };
}
