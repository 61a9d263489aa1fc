import { useEffect, useState } from 'react';

const secondsUntil = (at: string) => Math.max(0, Math.ceil((Date.parse(at) - Date.now()) / 1000));

/** Whole seconds until `at`, counting down each second (undefined without a time). */
export function useSecondsLeft(at: string | undefined): number | undefined {
  const [left, setLeft] = useState<number>();
  useEffect(() => {
    if (!at) return setLeft(undefined);
    setLeft(secondsUntil(at));
    const timer = setInterval(() => setLeft(secondsUntil(at)), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return left;
}
