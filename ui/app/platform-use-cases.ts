import type { ResultAsync } from 'neverthrow';
import type { IconData } from '../../core/domain/media/icon-fetch.ts';
import type {
  PickedFile,
  SentUpload,
  UploadError,
  UploadProgress,
} from '../../core/storefront/media/file-uploader.port.ts';
import type { IconUnavailable } from '../../core/storefront/media/load-icons.use-case.ts';
import type { LiveBuild } from '../../core/storefront/navigation/live-build.use-case.ts';

/** The storefront's browser platform, as the UI drives it: new builds, the viewport cookie, icons, uploads. */
export type PlatformUseCases = {
  /** Polls for a new deployment; once one is live the next navigation is a full page load. */
  readonly liveBuild: LiveBuild;
  /** Keeps the `viewport` cookie on the window's breakpoint; returns the stop. */
  readonly watchViewport: () => () => void;
  /** One icon by Iconify name (`mdi:cart-outline`), from memory once loaded. */
  readonly loadIcon: (name: string) => ResultAsync<IconData, IconUnavailable>;
  /** Checks a picked file, then uploads it with its extra fields, reporting progress. */
  readonly upload: (
    file: PickedFile<Blob>,
    fields: Readonly<Record<string, string>>,
    onProgress: (progress: UploadProgress) => void,
  ) => ResultAsync<SentUpload, UploadError>;
};
