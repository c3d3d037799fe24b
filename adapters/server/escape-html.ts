const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;

/** Text for HTML content or a quoted attribute; most texts need nothing, and are returned as they are. */
export const escapeHtml = (text: string): string =>
  SPECIAL.test(text) ? text.replace(SPECIALS, (char) => ESCAPES[char] ?? char) : text;
