import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  isPrintJobDue,
  PRINT_JOB_RETRY,
  printFileKey,
  printFileName,
  printJobStatus,
  printRetryDelay,
  type PrintJobRecord,
} from '../../../../core/domain/print-files/print-job.ts';

const NOW = Date.parse('2026-11-20T10:00:00Z');

const job = (overrides: Partial<PrintJobRecord> = {}): PrintJobRecord => ({
  attempts: 0,
  nextAttemptAt: NOW,
  lockedUntil: null,
  doneAt: null,
  failedAt: null,
  lastError: null,
  ...overrides,
});

const attempts = fc.integer({ min: 1, max: 40 });

describe('printRetryDelay', () => {
  it('waits the base delay after the first failure, then twice as long each time', () => {
    expect(printRetryDelay(1)).toBe(PRINT_JOB_RETRY.baseMs);
    expect(printRetryDelay(2)).toBe(2 * PRINT_JOB_RETRY.baseMs);
    expect(printRetryDelay(3)).toBe(4 * PRINT_JOB_RETRY.baseMs);
  });

  it('never shrinks and never passes the longest wait', () => {
    fc.assert(
      fc.property(attempts, (n) => {
        expect(printRetryDelay(n + 1)).toBeGreaterThanOrEqual(printRetryDelay(n));
        expect(printRetryDelay(n)).toBeLessThanOrEqual(PRINT_JOB_RETRY.maxMs);
        expect(printRetryDelay(n)).toBeGreaterThanOrEqual(PRINT_JOB_RETRY.baseMs);
      }),
    );
  });
});

describe('afterFailure', () => {
  it('retries later while attempts remain, and gives up when they are spent', () => {
    fc.assert(
      fc.property(attempts, (n) => {
        const next = afterFailure(n, NOW);
        if (n >= PRINT_JOB_RETRY.maxAttempts) expect(next).toEqual({ kind: 'give-up' });
        else expect(next).toEqual({ kind: 'retry', at: NOW + printRetryDelay(n) });
      }),
    );
  });
});

describe('printJobStatus', () => {
  it('names each state of a job for the operator', () => {
    expect(printJobStatus(job(), NOW)).toBe('pending');
    expect(printJobStatus(job({ attempts: 1, lockedUntil: NOW + 1 }), NOW)).toBe('rendering');
    expect(printJobStatus(job({ attempts: 1, lastError: 'boom' }), NOW)).toBe('retrying');
    expect(printJobStatus(job({ attempts: 1, doneAt: NOW }), NOW)).toBe('done');
    expect(printJobStatus(job({ attempts: 6, failedAt: NOW }), NOW)).toBe('failed');
  });

  it('calls a job failed when its last attempt was interrupted: nothing takes it again', () => {
    const interrupted = job({ attempts: PRINT_JOB_RETRY.maxAttempts, lockedUntil: NOW - 1 });
    expect(printJobStatus(interrupted, NOW)).toBe('failed');
    expect(isPrintJobDue(interrupted, NOW)).toBe(false);
  });

  it('is not due while a worker holds it, and due again once its hold ends', () => {
    expect(isPrintJobDue(job({ lockedUntil: NOW + 1 }), NOW)).toBe(false);
    expect(isPrintJobDue(job({ lockedUntil: NOW }), NOW)).toBe(true);
  });

  it('is due exactly when a worker may take it: waiting, unclaimed, attempts left', () => {
    const record = fc.record({
      attempts: fc.integer({ min: 0, max: 10 }),
      nextAttemptAt: fc.integer({ min: NOW - 10, max: NOW + 10 }),
      lockedUntil: fc.option(fc.integer({ min: NOW - 10, max: NOW + 10 })),
      doneAt: fc.option(fc.constant(NOW)),
      failedAt: fc.option(fc.constant(NOW)),
      lastError: fc.option(fc.string()),
    });
    fc.assert(
      fc.property(record, (each) => {
        const status = printJobStatus(each, NOW);
        if (isPrintJobDue(each, NOW)) expect(['pending', 'retrying']).toContain(status);
        if (status === 'done' || status === 'failed' || status === 'rendering')
          expect(isPrintJobDue(each, NOW)).toBe(false);
      }),
    );
  });
});

describe('print file names', () => {
  it('keeps one blob key per line and surface, made of the blob store’s characters only', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (line, surface) => {
        const key = printFileKey(line, surface);
        expect(key).toMatch(/^print-files\/[A-Za-z0-9._-]*\/[A-Za-z0-9._-]*\.png$/);
      }),
    );
    expect(printFileKey('line-1', 'front')).toBe('print-files/line-1/front.png');
    expect(printFileKey('line-1', 'front')).not.toBe(printFileKey('line-1', 'back'));
  });

  it('names a downloaded file by order, line and surface', () => {
    expect(printFileName('ES-7KQ2M9XD', 'line-1', 'front')).toBe('ES-7KQ2M9XD_line-1_front.png');
    expect(printFileName('ES 1', 'l/1', 'f"')).toBe('ES_1_l_1_f_.png');
  });
});
