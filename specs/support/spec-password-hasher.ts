import { scryptPasswordHasherAt, type ScryptCost } from '../../adapters/system/scrypt-password-hasher.ts';

/** 2^10 × 8 × 128 bytes = 1 MiB, ~4 ms a hash instead of ~100 ms: specs sign in and up hundreds of times. */
export const SPEC_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/** The password hasher `buildTestApp` wires in place of the shop's; it still verifies the demo accounts' hashes. */
export const specPasswordHasher = scryptPasswordHasherAt(SPEC_PASSWORD_COST);
