import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { DesignDocument } from '../../../../core/domain/personalisation/design-document.ts';
import { PRINT_JOB_RETRY, printFileKey, printJobStatus } from '../../../../core/domain/print-files/print-job.ts';
import type { Clock } from '../../../../core/domain/shared/clock.port.ts';
import type { DesignRenderer, SurfaceToRender } from '../../../../core/shop/personalisation/design-renderer.port.ts';
import { personalisedCustomisation } from '../../../../core/shop/personalisation/personalised-line.ts';
import {
  orderPrintFiles,
  orderPrintFilesFor,
  printFileFor,
} from '../../../../core/shop/print-files/order-print-files.use-case.ts';
import { renderPrintFile, type PrintFilesDeps } from '../../../../core/shop/print-files/render-print-files.use-case.ts';
import { repositoryFailure } from '../../../../core/shop/repository-failure.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';
import { inMemoryBlobStore } from '../../../support/in-memory-blob-store.ts';
import { inMemoryPrintJobs } from '../../../support/in-memory-print-jobs.ts';
import {
  canvasArticle,
  canvasFront,
  designDocument,
  photoLayer,
  textLayer,
  UPLOAD_ID,
} from '../../../support/personalisation-mother.ts';

const START = Date.parse('2026-11-20T10:00:00Z');
const PUBLIC_ID = 'ES-PRINT001';

/** A renderer that answers each surface's id as its bytes, and remembers what it drew. */
const recordingRenderer = (fails: (target: SurfaceToRender) => boolean = () => false) => {
  const drawn: SurfaceToRender[] = [];
  const renderer: DesignRenderer = {
    preview: () => errAsync({ type: 'RenderFailure', cause: 'not used' }),
    printFile: (target) => {
      drawn.push(target);
      return fails(target)
        ? errAsync({ type: 'RenderFailure', cause: 'out of memory' })
        : okAsync({
            bytes: new TextEncoder().encode(`png:${target.surface.id}`),
            format: 'png',
            widthPx: 3614,
            heightPx: 4795,
          });
    },
  };
  return { renderer, drawn };
};

const IMAGE = { id: UPLOAD_ID, width: 4000, height: 3000, blobKey: 'uploads/x', variants: [], createdAt: START };

const world = (
  document: DesignDocument | null,
  options: {
    readonly fails?: (target: SurfaceToRender) => boolean;
    readonly surfaces?: typeof canvasArticle.surfaces;
  } = {},
) => {
  let now = START;
  const clock: Clock = { now: () => now };
  const jobs = inMemoryPrintJobs(() => now);
  const blobs = inMemoryBlobStore();
  const { renderer, drawn } = recordingRenderer(options.fails);
  const told: { line: string; cause: string; givenUp: boolean }[] = [];
  jobs.addOrder(PUBLIC_ID, 'order-1', [
    {
      id: 'line-1',
      name: 'Lienzo · personalizado',
      quantity: 1,
      customisation:
        document === null
          ? { engraving: 'Ana' }
          : personalisedCustomisation({ document, previewId: 'p1', projectId: null }),
    },
  ]);
  void jobs.records.add([{ orderLineId: 'line-1', orderId: 'order-1' }], START);
  const deps: PrintFilesDeps = {
    records: jobs.records,
    surfaces: { surfacesOf: () => okAsync(options.surfaces ?? canvasArticle.surfaces) },
    uploads: { byIds: (ids) => okAsync(ids.includes(UPLOAD_ID) ? [IMAGE] : []) },
    renderer,
    blobs: blobs.store,
    clock,
    failed: (job, cause, givenUp) => told.push({ line: job.orderLineId, cause, givenUp }),
  };
  const line = async () => (await jobs.records.ofOrder(PUBLIC_ID))._unsafeUnwrap()?.lines[0];
  /** One try of the line's job, as the queue runs it: ok, or the failure the queue retries. */
  const run = async (using: PrintFilesDeps = deps) => renderPrintFile(using)({ orderLineId: 'line-1' });
  return { run, line, drawn, blobs, told, deps, at: (ms: number) => (now = ms) };
};

const twoSided = (): DesignDocument => ({
  ...designDocument(),
  surfaces: [
    { surfaceId: 'front', layers: [photoLayer()] },
    { surfaceId: 'back', layers: [textLayer()] },
  ],
});

describe('renderPrintFile', () => {
  it('renders every decorated surface of a line, keeps each file and records it on the line', async () => {
    const { run, line, drawn, blobs } = world(twoSided());
    expect((await run()).isOk()).toBe(true);
    expect(drawn.map((target) => [target.surface.id, target.design.surfaceId, target.images])).toEqual([
      ['front', 'front', [IMAGE]],
      ['back', 'back', [IMAGE]],
    ]);
    const done = await line();
    expect(printJobStatus(done!.job, START)).toBe('done');
    expect(done?.files).toEqual([
      {
        surfaceId: 'front',
        blobKey: printFileKey('line-1', 'front'),
        format: 'png',
        widthPx: 3614,
        heightPx: 4795,
        ppi: 300,
      },
      {
        surfaceId: 'back',
        blobKey: printFileKey('line-1', 'back'),
        format: 'png',
        widthPx: 3614,
        heightPx: 4795,
        ppi: 300,
      },
    ]);
    expect(new TextDecoder().decode(blobs.blobs.get(printFileKey('line-1', 'back')))).toBe('png:back');
  });

  it('does nothing when the queue runs a job already done again (its completion was lost with its worker)', async () => {
    const { run, line, drawn } = world(twoSided());
    await run();
    expect((await run()).isOk()).toBe(true);
    expect(drawn).toHaveLength(2);
    expect((await line())?.job.attempts).toBe(1);
  });

  it('writes the same blobs again, not new ones, when a try stopped mid-render and the queue tries it again', async () => {
    let backFailures = 1;
    const { run, line, blobs } = world(twoSided(), {
      fails: (target) => target.surface.id === 'back' && (backFailures -= 1) >= 0,
    });
    await run();
    expect([...blobs.blobs.keys()]).toEqual([printFileKey('line-1', 'front')]);
    expect((await run()).isOk()).toBe(true);
    expect([...blobs.blobs.keys()].sort()).toEqual([printFileKey('line-1', 'back'), printFileKey('line-1', 'front')]);
    expect(await line()).toMatchObject({
      job: { attempts: 2, lastError: null },
      files: [{ surfaceId: 'front' }, { surfaceId: 'back' }],
    });
  });

  it('stops at the first surface that fails, and records no file', async () => {
    const { run, line, drawn } = world(twoSided(), { fails: (target) => target.surface.id === 'front' });
    await run();
    expect(drawn.map((target) => target.surface.id)).toEqual(['front']);
    expect((await line())?.files).toEqual([]);
  });

  it('leaves a blank surface out', async () => {
    const document: DesignDocument = {
      ...designDocument(),
      surfaces: [
        { surfaceId: 'front', layers: [] },
        { surfaceId: 'back', layers: [textLayer()] },
      ],
    };
    const { run, drawn } = world(document);
    await run();
    expect(drawn.map((target) => target.surface.id)).toEqual(['back']);
  });

  it('keeps a failed render’s error, tells the log and fails the try so the queue retries it', async () => {
    const { run, line, told } = world(designDocument(), { fails: () => true });
    expect((await run())._unsafeUnwrapErr()).toEqual({ type: 'JobFailed', cause: 'RenderFailure: out of memory' });
    const failed = await line();
    expect(failed?.job).toMatchObject({ attempts: 1, lastError: 'RenderFailure: out of memory', tryingSince: null });
    expect(printJobStatus(failed!.job, START)).toBe('retrying');
    expect(told).toEqual([{ line: 'line-1', cause: 'RenderFailure: out of memory', givenUp: false }]);
  });

  it('gives a job up after its last attempt, for the operator to see', async () => {
    const { run, line, told } = world(designDocument(), { fails: () => true });
    for (let n = 0; n < PRINT_JOB_RETRY.maxAttempts; n += 1) expect((await run()).isErr()).toBe(true);
    const given = await line();
    expect(printJobStatus(given!.job, START)).toBe('failed');
    expect(told.map((each) => each.givenUp)).toEqual([false, false, false, false, false, true]);
  });

  it('fails a line without a personalisation, or on a surface the article no longer has', async () => {
    const plain = world(null);
    await plain.run();
    expect((await plain.line())?.job.lastError).toBe('NotPrintable: the line has no personalisation');
    const gone = world(twoSided(), { surfaces: [canvasFront] });
    await gone.run();
    expect((await gone.line())?.job.lastError).toBe('NotPrintable: article has no surface back');
    const blank = world({ ...designDocument(), surfaces: [{ surfaceId: 'front', layers: [] }] });
    await blank.run();
    expect((await blank.line())?.job.lastError).toBe('NotPrintable: nothing to print');
  });

  it('fails the try when its record cannot be read or written, so the queue tries again', async () => {
    const { run, deps } = world(designDocument(), { fails: () => true });
    const failure = repositoryFailure('connection lost');
    const unread = { ...deps, records: { ...deps.records, begin: () => errAsync(failure) } };
    expect((await run(unread))._unsafeUnwrapErr()).toEqual({
      type: 'JobFailed',
      cause: 'RepositoryFailure: connection lost',
    });
    const unwritten = { ...deps, records: { ...deps.records, fail: () => errAsync(failure) } };
    expect((await run(unwritten))._unsafeUnwrapErr()).toEqual({
      type: 'JobFailed',
      cause: 'RepositoryFailure: connection lost',
    });
  });
});

describe('print files for the operator', () => {
  it('lists an order’s lines and files, and names an unknown order', async () => {
    const { run, deps } = world(designDocument());
    await run();
    const listed = (await orderPrintFiles(deps)(' es-print001 '))._unsafeUnwrap();
    expect(listed.lines.map((each) => [each.orderLineId, each.files.length])).toEqual([['line-1', 1]]);
    expect((await orderPrintFiles(deps)('ES-NOBODY'))._unsafeUnwrapErr()).toEqual({ type: 'OrderNotFound' });
  });

  it('lists an order’s print files to the administrator alone; an unknown order is not found', async () => {
    const { run, deps } = world(designDocument());
    await run();
    const listed = (await orderPrintFilesFor(deps)(anAdministrator(), PUBLIC_ID))._unsafeUnwrap();
    expect(listed.lines.map((each) => each.orderLineId)).toEqual(['line-1']);
    const notFound = { type: 'PrintFileNotFound' };
    expect((await orderPrintFilesFor(deps)(aCustomer(), PUBLIC_ID))._unsafeUnwrapErr()).toEqual(notFound);
    expect((await orderPrintFilesFor(deps)(null, PUBLIC_ID))._unsafeUnwrapErr()).toEqual(notFound);
    expect((await orderPrintFilesFor(deps)(anAdministrator(), 'ES-NOBODY'))._unsafeUnwrapErr()).toEqual(notFound);
  });

  it('passes a failing store on to the administrator, not as "no files"', async () => {
    const { deps } = world(designDocument());
    const failure = repositoryFailure('connection lost');
    const records = { ...deps.records, ofOrder: () => errAsync(failure) };
    expect((await orderPrintFilesFor({ records })(anAdministrator(), PUBLIC_ID))._unsafeUnwrapErr()).toEqual(failure);
  });

  it('gives the administrator a file’s bytes under its name, and nobody else anything', async () => {
    const { run, deps, blobs } = world(designDocument());
    await run();
    const request = { publicId: PUBLIC_ID, orderLineId: 'line-1', surfaceId: 'front' };
    const file = (await printFileFor(deps)(anAdministrator(), request))._unsafeUnwrap();
    expect(file).toEqual({
      fileName: `${PUBLIC_ID}_line-1_front.png`,
      contentType: 'image/png',
      bytes: new TextEncoder().encode('png:front'),
    });
    const notFound = { type: 'PrintFileNotFound' };
    expect((await printFileFor(deps)(aCustomer(), request))._unsafeUnwrapErr()).toEqual(notFound);
    expect((await printFileFor(deps)(null, request))._unsafeUnwrapErr()).toEqual(notFound);
    const admin = anAdministrator();
    expect((await printFileFor(deps)(admin, { ...request, surfaceId: 'back' }))._unsafeUnwrapErr()).toEqual(notFound);
    expect((await printFileFor(deps)(admin, { ...request, publicId: 'ES-NOBODY' }))._unsafeUnwrapErr()).toEqual(
      notFound,
    );
    blobs.blobs.clear();
    expect((await printFileFor(deps)(admin, request))._unsafeUnwrapErr()).toEqual(notFound);
  });
});
