import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isLastPrintAttempt,
  PRINT_JOB_RETRY,
  printFileKey,
  printFileName,
  printJobStatus,
  type PrintJobRecord,
} from '../../../../core/domain/print-files/print-job.ts';

const NOW = Date.parse('2026-11-20T10:00:00Z');

const job = (overrides: Partial<PrintJobRecord> = {}): PrintJobRecord => ({
  attempts: 0,
  tryingSince: null,
  doneAt: null,
  failedAt: null,
  lastError: null,
  ...overrides,
});

describe('isLastPrintAttempt', () => {
  it('gives up once the attempts are spent', () => {
    expect(isLastPrintAttempt(PRINT_JOB_RETRY.maxAttempts - 1)).toBe(false);
    expect(isLastPrintAttempt(PRINT_JOB_RETRY.maxAttempts)).toBe(true);
  });
});

describe('printJobStatus', () => {
  it('names each state of a job for the operator', () => {
    expect(printJobStatus(job(), NOW)).toBe('pending');
    expect(printJobStatus(job({ attempts: 1, tryingSince: NOW - 1 }), NOW)).toBe('rendering');
    expect(printJobStatus(job({ attempts: 1, lastError: 'boom' }), NOW)).toBe('retrying');
    expect(printJobStatus(job({ attempts: 1, doneAt: NOW }), NOW)).toBe('done');
    expect(printJobStatus(job({ attempts: 6, failedAt: NOW }), NOW)).toBe('failed');
  });

  it('calls a try that outlived its time interrupted: retrying, or failed when it was the last', () => {
    const died = NOW - PRINT_JOB_RETRY.tryMs;
    expect(printJobStatus(job({ attempts: 2, tryingSince: died }), NOW)).toBe('retrying');
    expect(printJobStatus(job({ attempts: PRINT_JOB_RETRY.maxAttempts, tryingSince: died }), NOW)).toBe('failed');
    expect(printJobStatus(job({ attempts: PRINT_JOB_RETRY.maxAttempts, tryingSince: NOW }), NOW)).toBe('rendering');
  });

  it('is done or failed once it ended, whatever else the record holds', () => {
    const record = fc.record({
      attempts: fc.integer({ min: 0, max: 10 }),
      tryingSince: fc.option(fc.integer({ min: NOW - 2 * PRINT_JOB_RETRY.tryMs, max: NOW })),
      doneAt: fc.option(fc.constant(NOW)),
      failedAt: fc.option(fc.constant(NOW)),
      lastError: fc.option(fc.string()),
    });
    fc.assert(
      fc.property(record, (each) => {
        const status = printJobStatus(each, NOW);
        if (each.doneAt !== null) expect(status).toBe('done');
        else if (each.failedAt !== null) expect(status).toBe('failed');
        else expect(status).not.toBe('done');
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
