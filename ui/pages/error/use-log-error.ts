import { useEffect } from 'react';
import { useUseCases } from '../../app/use-cases.tsx';

/** The error screen reports itself once, at level ERROR (spec 7); a failed report is not the shopper's problem. */
export const useLogError = (message: string) => {
  const { logError } = useUseCases();
  useEffect(() => {
    void logError(message);
  }, [logError, message]);
};
