import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../composition-root/server/config.ts';

describe('PAYMENTS_SANDBOX_SECRET', () => {
  it('is unset by default, so the module derives one', () => {
    expect(readServerConfig({})._unsafeUnwrap().paymentsSandboxSecret).toBeUndefined();
  });

  it('is read when long enough to be a key', () => {
    const secret = 'a'.repeat(32);
    expect(readServerConfig({ PAYMENTS_SANDBOX_SECRET: secret })._unsafeUnwrap().paymentsSandboxSecret).toBe(secret);
  });

  it('is refused, naming the rule, when shorter than 32 characters', () => {
    expect(readServerConfig({ PAYMENTS_SANDBOX_SECRET: 'short' })._unsafeUnwrapErr()).toEqual([
      'PAYMENTS_SANDBOX_SECRET must be at least 32 characters (e.g. `openssl rand -base64 33`) (its value not shown)',
    ]);
  });
});
