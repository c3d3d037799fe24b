import { errAsync } from 'neverthrow';
import { loadIcons, type IconSources } from '../core/storefront/media/load-icons.use-case.ts';
import type { BuildManifest, PageVisibility, Ticker } from '../core/storefront/navigation/live-build.port.ts';
import { liveBuild } from '../core/storefront/navigation/live-build.use-case.ts';
import { watchViewport } from '../core/storefront/site/remember-viewport.use-case.ts';
import type { BrowserCookies, ViewportSize } from '../core/storefront/site/viewport.port.ts';
import type { PlatformUseCases } from '../ui/app/platform-use-cases.ts';
import { token } from './tokens.ts';

export const PLATFORM_USE_CASES = token<PlatformUseCases>('platformUseCases');

export type PlatformPorts = {
  /** The build the page was rendered by; null (development) never polls. */
  readonly ownBuildId: string | null;
  readonly manifest: BuildManifest;
  readonly visibility: PageVisibility;
  readonly ticker: Ticker;
  readonly viewport: ViewportSize;
  readonly cookies: BrowserCookies;
  readonly icons: IconSources;
  /** The upload use case over its uploader: the browser loads both with the first upload. */
  readonly upload: PlatformUseCases['upload'];
};

export const platformUseCasesOf = (ports: PlatformPorts): PlatformUseCases => ({
  liveBuild: liveBuild(ports, ports.ownBuildId),
  watchViewport: watchViewport(ports),
  loadIcon: loadIcons(ports.icons),
  upload: ports.upload,
});

/**
 * The server's: rendering draws each icon's empty box and never polls, writes cookies or uploads; the
 * browser does all of that once hydrated.
 */
export const renderOnlyPlatformUseCases: PlatformUseCases = {
  liveBuild: { watch: () => () => undefined, navigationKind: () => 'client' },
  watchViewport: () => () => undefined,
  loadIcon: (name) => errAsync({ type: 'IconUnavailable', name }),
  upload: () => errAsync({ type: 'UploadFailed' }),
};
