import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';

/** A deterministic IdGenerator: every call returns the next value of a counter. */
export const sequenceIds = (): IdGenerator => {
  let next = 0;
  const counter = () => (next += 1);
  return {
    randomString: (length) => `id${counter()}`.padEnd(length, 'x').slice(0, length),
    randomDigits: (length) => String(counter()).padStart(length, '0').slice(-length),
    uuid: () => `00000000-0000-4000-8000-${String(counter()).padStart(12, '0')}`,
  };
};
