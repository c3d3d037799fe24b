import { describe, expect, it } from 'vitest';
import { jobFailed, jobFailedForGood } from '../../../../core/shop/jobs/job-queue.port.ts';
import { SHOP_JOB_POLICIES, SHOP_JOB_SCHEDULES } from '../../../../core/shop/jobs/shop-jobs.ts';

describe('the shop’s jobs', () => {
  it('retries a mail from 30 s, doubling, 12 times: about a day and a half before the operator sees it failed', () => {
    const policy = SHOP_JOB_POLICIES['order-confirmation-mail'];
    expect(policy).toEqual({ retryLimit: 12, retryDelaySeconds: 30, expireInSeconds: 60 });
    // The shortest wait before each retry is the delay doubled from the first (pg-boss adds up to as much again).
    const shortest = Array.from({ length: policy.retryLimit }, (_, n) => policy.retryDelaySeconds * 2 ** n);
    const hours = shortest.reduce((sum, seconds) => sum + seconds, 0) / 3600;
    expect(hours).toBeGreaterThan(30);
    expect(hours).toBeLessThan(2 * 48);
  });

  it('prunes short-lived rows hourly, once across the fleet', () => {
    expect(SHOP_JOB_SCHEDULES).toEqual({ housekeeping: '7 * * * *' });
    expect(SHOP_JOB_POLICIES.housekeeping.retryLimit).toBe(2);
  });

  it('tells a failed try by its cause', () => {
    expect(jobFailed('SMTP 451')).toEqual({ type: 'JobFailed', cause: 'SMTP 451' });
  });

  it('tells a try that no retry can mend from one worth retrying', () => {
    expect(jobFailedForGood('HTTP 400: refused')).toEqual({
      type: 'JobFailed',
      cause: 'HTTP 400: refused',
      forGood: true,
    });
    expect(jobFailed('HTTP 503').forGood).toBeUndefined();
  });

  it('renders a print file in up to six tries from 30 s, doubling; a try over two minutes counts as a dead worker', () => {
    expect(SHOP_JOB_POLICIES['print-file']).toEqual({ retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 120 });
  });
});
