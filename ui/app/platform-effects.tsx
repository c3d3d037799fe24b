import { useEffect } from 'react';
import { useUseCases } from './use-cases.tsx';

/** The browser's background work while the app runs: watching for a new build, keeping the viewport cookie. */
export const PlatformEffects = () => {
  const { platform } = useUseCases();
  useEffect(() => platform.liveBuild.watch(), [platform]);
  useEffect(() => platform.watchViewport(), [platform]);
  return null;
};
