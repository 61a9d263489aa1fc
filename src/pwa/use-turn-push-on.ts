import { useState } from 'react';
import { turnPushOn } from './push-subscription';

/** Why notifications did not come on: the browser refused, the server could not be reached, or no signal. */
export type TurnPushOnProblem = 'blocked' | 'failed' | 'offline';

/** "Turn on" for notifications: asks the browser's permission, subscribes this phone and tells the server. */
export function useTurnPushOn(onDone: (on: boolean) => void) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<TurnPushOnProblem>();
  const turnOn = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const on = await turnPushOn();
      if (!on) setProblem('blocked');
      onDone(on);
    } catch {
      setProblem(navigator.onLine ? 'failed' : 'offline');
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, turnOn };
}
