const ESCAPED: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
const UNSAFE = /[&<>"']/;
const EVERY_UNSAFE = /[&<>"']/g;

/** A text or attribute value escaped as React's server render escapes it, for markup joined as a string. */
export const escapeMarkup = (value: string | number): string => {
  const text = String(value);
  return UNSAFE.test(text) ? text.replace(EVERY_UNSAFE, (character) => ESCAPED[character] ?? character) : text;
};
