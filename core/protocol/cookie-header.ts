export type CookieValues = Readonly<Record<string, string>>;

const decodeValue = (raw: string): string => {
  const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    // A value another script wrote without encoding is kept as it came.
    return unquoted;
  }
};

/** The cookies of a Cookie request header (or document.cookie); the first of two same-named cookies wins. */
export const parseCookieHeader = (header: string): CookieValues => {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (name !== '' && !cookies.has(name)) cookies.set(name, decodeValue(part.slice(separator + 1).trim()));
  }
  return Object.fromEntries(cookies);
};
