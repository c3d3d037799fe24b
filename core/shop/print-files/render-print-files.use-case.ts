import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { uploadsOf } from '../../domain/personalisation/design-document.ts';
import { isLastPrintAttempt, printFileKey } from '../../domain/print-files/print-job.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import { jobFailed, type JobFailed, type JobHandler } from '../jobs/job-queue.port.ts';
import type { ShopJobs } from '../jobs/shop-jobs.ts';
import type { BlobStore, BlobStoreFailure } from '../media/blob-store.port.ts';
import type { DesignRenderer, RenderFailure } from '../personalisation/design-renderer.port.ts';
import { personalisedLineOf } from '../personalisation/personalised-line.ts';
import type { PrintSurfaceCatalogue } from '../personalisation/project-repository.port.ts';
import type { VisitorUploads } from '../personalisation/visitor-uploads.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { ClaimedPrintJob, PrintFileRecord, PrintJobRecords } from './print-job-records.port.ts';

export type PrintFilesDeps = {
  readonly records: PrintJobRecords;
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
            // The same key on every try: a retry after a worker died mid-render replaces the blob, never adds one.
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

/** One try to its end: the files recorded on the line, or the failure recorded and handed to the queue to retry. */
const tryJob = (deps: PrintFilesDeps, job: ClaimedPrintJob): ResultAsync<void, JobFailed> =>
  renderLine(deps, job)
    .andThen((files) => deps.records.complete(job.orderLineId, files, deps.clock.now()))
    .orElse((failure) => {
      const cause = causeOf(failure);
      const givenUp = isLastPrintAttempt(job.attempt);
      deps.failed(job, cause, givenUp);
      return deps.records
        .fail(job.orderLineId, cause, givenUp, deps.clock.now())
        .mapErr((unrecorded) => jobFailed(causeOf(unrecorded)))
        .andThen(() => errAsync(jobFailed(cause)));
    });

/**
 * Renders one personalised order line's print files, as a job of the shop's queue: each decorated surface at print
 * resolution, kept in the blob store and recorded on the line. A job already done does nothing, so a try repeated
 * after its worker died (or after its completion was lost) renders nothing twice.
 */
export const renderPrintFile =
  (deps: PrintFilesDeps): JobHandler<ShopJobs['print-file']> =>
  ({ orderLineId }) =>
    deps.records
      .begin(orderLineId)
      .mapErr((failure) => jobFailed(causeOf(failure)))
      .andThen((job) => (job === null ? okAsync(undefined) : tryJob(deps, job)));
