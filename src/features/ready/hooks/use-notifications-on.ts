import { useCallback, useEffect, useState } from 'react';

/**
 * Whether this phone gets the camp's notifications: permission given and a push subscription kept (undefined while
 * asking), and how to say they were just turned on.
 */
export function useNotificationsOn(): [boolean | undefined, () => void] {
  const [on, setOn] = useState<boolean>();
  useEffect(() => {
    let current = true;
    const check = async () => {
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return false;
      const registration = await navigator.serviceWorker.getRegistration();
      return Boolean(await registration?.pushManager?.getSubscription());
    };
    void check().then(
      (value) => current && setOn(value),
      () => current && setOn(false),
    );
    return () => {
      current = false;
    };
  }, []);
  return [on, useCallback(() => setOn(true), [])];
}
