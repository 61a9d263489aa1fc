import { useCallback, useEffect, useRef, useState } from 'react';
import { instagramMessages, instagramScreenText as text } from '../../../../contracts/instagram';
import { disconnectInstagram, getInstagramStatus, startInstagramConnect, type InstagramAccount } from '../../../api/instagram';
import { useOnline } from '../../../lib/use-online';
import { instagramRedirectUri, openBlankPopup, whenClosed } from './connect-popup';

export type PanelState = { state: 'checking' } | { state: 'connected'; account: InstagramAccount } | { state: 'not-connected' } | { state: 'offline' };

/** The Instagram link as the panel shows it, with Connect (popup) and Disconnect (SPEC §4.6, §8). */
export function useInstagramConnection(onMessage: (message: string) => void) {
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
    if (status.state === 'unknown') notify(text.checkFailed);
    setPanel(status.state === 'connected' ? status : { state: 'not-connected' });
  }, [notify]);

  useEffect(() => {
    void refresh();
  }, [refresh, online]);

  const connect = async () => {
    const popup = openBlankPopup();
    try {
      const start = await startInstagramConnect(instagramRedirectUri());
      if (!start.configured) {
        popup?.close();
        return notify(instagramMessages.notConfigured);
      }
      if (!popup) return window.location.assign(start.url);
      popup.location.href = start.url;
      stopWatching.current();
      stopWatching.current = whenClosed(popup, () => void refresh());
    } catch {
      popup?.close();
      notify(text.initiateFailed);
    }
  };

  const disconnect = async () => {
    try {
      await disconnectInstagram();
      setPanel({ state: 'not-connected' });
    } catch {
      notify(text.disconnectFailed);
    }
  };
  return { panel, connect, disconnect };
}
