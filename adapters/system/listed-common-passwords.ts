import { dictionary } from '@zxcvbn-ts/language-common';
import type { CommonPasswords } from '../../core/domain/customers/common-passwords.port.ts';

/**
 * zxcvbn-ts's list of the most common passwords (drawn from breached-password corpora), offline: kept as a
 * set of lower-cased entries, so a case change does not make a listed password acceptable.
 */
export const listedCommonPasswords = (listed: readonly string[] = dictionary['passwords-common']): CommonPasswords => {
  const set = new Set(listed.map((password) => password.toLowerCase()));
  return { includes: (password) => set.has(password.toLowerCase()) };
};
