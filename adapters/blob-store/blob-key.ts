/** Segments of letters, digits, '.', '_' and '-' that never start with a dot: no key can leave the directory. */
export const isBlobKey = (key: string): boolean =>
  key.length <= 512 && key.split('/').every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment));

/** The refusal every adapter gives a key outside the port's alphabet, reading or writing alike. */
export const invalidBlobKey = (key: string) => `Invalid blob key ${JSON.stringify(key)}`;
