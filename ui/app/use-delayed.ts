import { useEffect, useState } from 'react';

/** True once `on` has stayed true for `delayMs`: a quick change never flashes what a slow one shows. */
export const useDelayed = (on: boolean, delayMs: number): boolean => {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [on, delayMs]);
  return on && late;
};
