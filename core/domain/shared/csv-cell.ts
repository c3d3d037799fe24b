// A spreadsheet runs a text cell starting with = + - @ tab or CR as a formula, and hides a leading apostrophe:
// such a cell gets one more apostrophe in front, so it shows as the text it was and never runs.
const NEEDS_GUARD = /^[=+\-@\t\r']/;

/** One text cell of a CSV for a spreadsheet (RFC 4180): never a formula, quoted when it holds a separator or quote. */
export const csvCell = (value: string): string => {
  const text = NEEDS_GUARD.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
