import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { uploadsOf } from '../../domain/personalisation/design-document.ts';
import { afterFailure, PRINT_JOB_RETRY, printFileKey } from '../../domain/print-files/print-job.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { BlobStore, BlobStoreFailure } from '../media/blob-store.port.ts';
import type { DesignRenderer, RenderFailure } from '../personalisation/design-renderer.port.ts';
import { personalisedLineOf } from '../personalisation/personalised-line.ts';
import type { PrintSurfaceCatalogue } from '../personalisation/project-repository.port.ts';
import type { VisitorUploads } from '../personalisation/visitor-uploads.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { ClaimedPrintJob, PrintFileRecord, PrintJobQueue } from './print-job-queue.port.ts';

export type PrintFilesDeps = {
  readonly queue: PrintJobQueue;
  readonly surfaces: PrintSurfaceCatalogue;
  readonly uploads: Pick<VisitorUploads, 'byIds'>;
  readonly renderer: DesignRenderer;
  readonly blobs: BlobStore;
  readonly clock: Clock;
  /** Told of each failed attempt, for the log; the job keeps the error too. */
  readonly failed: (job: ClaimedPrintJob, cause: string, givenUp: boolean) => void;
};

/** A line the shop cannot print: no personalisation, or a surface its article no longer has. */
type NotPrintable = { readonly type: 'NotPrintable'; readonly cause: string };

type PrintFailure = NotPrintable | RenderFailure | BlobStoreFailure | RepositoryFailure;

/** Jobs claimed at once: one worker renders them one after the other, so one print file is in memory at a time. */
export const PRINT_BATCH = 4;

const notPrintable = (cause: string): NotPrintable => ({ type: 'NotPrintable', cause });

/** Every decorated surface of the line at its print resolution with bleed, each kept under its own key. */
const renderLine = (
  deps: PrintFilesDeps,
  job: ClaimedPrintJob,
): ResultAsync<readonly PrintFileRecord[], PrintFailure> => {
  const line = personalisedLineOf(job.customisation);
  if (line === null) return errAsync(notPrintable('the line has no personalisation'));
  const { document } = line;
  return ResultAsync.combine([
    deps.surfaces.surfacesOf(document.articleId),
    deps.uploads.byIds(uploadsOf(document)),
  ] as const).andThen(([surfaces, images]) => {
    const decorated = document.surfaces.filter((design) => design.layers.length > 0);
    const files: PrintFileRecord[] = [];
    // One surface after another: one print file's pixels in memory at a time.
    return decorated
      .reduce<ResultAsync<void, PrintFailure>>(
        (previous, design) =>
          previous.andThen(() => {
            const surface = surfaces.find((each) => each.id === design.surfaceId);
            if (surface === undefined) return errAsync(notPrintable(`article has no surface ${design.surfaceId}`));
            const blobKey = printFileKey(job.orderLineId, design.surfaceId);
            return deps.renderer.printFile({ design, surface, images }).andThen((file) =>
              deps.blobs.put(blobKey, file.bytes).map(() => {
                files.push({
                  surfaceId: design.surfaceId,
                  blobKey,
                  format: file.format,
                  widthPx: file.widthPx,
                  heightPx: file.heightPx,
                  ppi: surface.recommendedPpi,
                });
              }),
            );
          }),
        okAsync(undefined),
      )
      .andThen(() => (files.length === 0 ? errAsync(notPrintable('nothing to print')) : okAsync(files)));
  });
};

const causeOf = (failure: PrintFailure): string => `${failure.type}: ${failure.cause}`;

/** One claimed job to its end: the files recorded on the line, or the failure kept and retried later or given up. */
const runJob = (deps: PrintFilesDeps, job: ClaimedPrintJob): ResultAsync<void, RepositoryFailure> =>
  renderLine(deps, job)
    .andThen((files) => deps.queue.complete(job.orderLineId, files, deps.clock.now()))
    .orElse((failure) => {
      const cause = causeOf(failure);
      const now = deps.clock.now();
      const next = afterFailure(job.attempt, now);
      deps.failed(job, cause, next.kind === 'give-up');
      return deps.queue.fail(job.orderLineId, cause, next.kind === 'retry' ? next.at : null, now);
    });

/**
 * Renders the due print jobs, outside any shopper's request: each personalised order line's surfaces at print
 * resolution, kept in the blob store and recorded on the line. Answers how many jobs it took.
 */
export const renderDuePrintJobs = (deps: PrintFilesDeps) => (): ResultAsync<number, RepositoryFailure> =>
  deps.queue
    .claimDue(deps.clock.now(), PRINT_JOB_RETRY.leaseMs, PRINT_BATCH)
    .andThen((jobs) =>
      jobs
        .reduce<ResultAsync<void, RepositoryFailure>>(
          (previous, job) => previous.andThen(() => runJob(deps, job)),
          okAsync(undefined),
        )
        .map(() => jobs.length),
    );
