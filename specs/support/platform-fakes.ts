import { errAsync, ResultAsync } from 'neverthrow';
import type { IconData } from '../../core/domain/media/icon-fetch.ts';
import type { PlatformUseCases } from '../../core/storefront/platform/platform-use-cases.ts';

/** Platform use cases that do nothing: no icons arrive, no build changes, nothing is uploaded. */
export const inertPlatform = (overrides: Partial<PlatformUseCases<Blob>> = {}): PlatformUseCases<Blob> => ({
  liveBuild: { watch: () => () => undefined, navigationKind: () => 'client' },
  watchViewport: () => () => undefined,
  loadIcon: (name) => errAsync({ type: 'IconUnavailable', name }),
  sessionWrites: () => 0,
  upload: () => errAsync({ type: 'UploadFailed' }),
  ...overrides,
});

/** Icons that arrive when `release` is called, as a slow icon endpoint would answer. */
export const deferredIcons = (icon: IconData) => {
  const waiting: (() => void)[] = [];
  const loadIcon: PlatformUseCases<Blob>['loadIcon'] = () =>
    ResultAsync.fromSafePromise(new Promise<IconData>((resolve) => waiting.push(() => resolve(icon))));
  return { loadIcon, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
};
