import type { ResultAsync } from 'neverthrow';
import type { IconData } from '../../domain/media/icon-fetch.ts';
import type { PickedFile, SentUpload, UploadError, UploadProgress } from '../media/file-uploader.port.ts';
import { liveBuild, type LiveBuild } from '../navigation/live-build.use-case.ts';
import { loadIcons, type IconSources, type IconUnavailable } from '../media/load-icons.use-case.ts';
import type { BuildManifest, PageVisibility, Ticker } from '../navigation/live-build.port.ts';
import { watchViewport } from '../site/remember-viewport.use-case.ts';
import type { BrowserCookies, ViewportSize } from '../site/viewport.port.ts';

/** The storefront's browser platform, as the UI drives it: new builds, the viewport cookie, icons, uploads. */
/** `Binary` is how the runtime holds a file's contents (a Blob in a browser). */
export type PlatformUseCases<Binary = unknown> = {
  /** Polls for a new deployment; once one is live the next navigation is a full page load. */
  readonly liveBuild: LiveBuild;
  /** Keeps the `viewport` cookie on the window's breakpoint; returns the stop. */
  readonly watchViewport: () => () => void;
  /** One icon by Iconify name (`mdi:cart-outline`), from memory once loaded. */
  readonly loadIcon: (name: string) => ResultAsync<IconData, IconUnavailable>;
  /** How many writes this page's session has completed: a page opened ahead of a later one may be stale. */
  readonly sessionWrites: () => number;
  /** Checks a picked file, then uploads it with its extra fields, reporting progress. */
  readonly upload: (
    file: PickedFile<Binary>,
    fields: Readonly<Record<string, string>>,
    onProgress: (progress: UploadProgress) => void,
  ) => ResultAsync<SentUpload, UploadError>;
};

/** What the platform's use cases run over: the build manifest, the window, the cookies, the icon sources. */
export type PlatformPorts<Binary> = {
  /** The build the page was rendered by; null (development) never polls. */
  readonly ownBuildId: string | null;
  readonly manifest: BuildManifest;
  readonly visibility: PageVisibility;
  readonly ticker: Ticker;
  readonly viewport: ViewportSize;
  readonly cookies: BrowserCookies;
  readonly icons: IconSources;
  /** The writes (any call but a safe read) the page's session has completed so far. */
  readonly sessionWrites: () => number;
  /** The upload use case over its uploader: the browser loads both with the first upload. */
  readonly upload: PlatformUseCases<Binary>['upload'];
};

export const platformUseCasesOf = <Binary>(ports: PlatformPorts<Binary>): PlatformUseCases<Binary> => ({
  liveBuild: liveBuild(ports, ports.ownBuildId),
  watchViewport: watchViewport(ports),
  loadIcon: loadIcons(ports.icons),
  sessionWrites: ports.sessionWrites,
  upload: ports.upload,
});
