import type { MailBlock, MailContent } from './mail-content.ts';
import { MAIL_LOOKS, type MailPalette } from './mail-look.ts';

/** Text as HTML that shows exactly that text, in an element or in a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const lines = (text: string): string => text.split('\n').map(escapeHtml).join('<br>');

/** A sentence that introduced a link (`Follow your order here:`) read as the button's own label. */
const buttonLabel = (text: string): string => text.replace(/\s*:\s*$/, '');

const blockHtml = (block: MailBlock, colours: MailPalette): string => {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'quote':
      return `<blockquote class="m-sunken" style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${colours.button};background-color:${colours.sunken}">${lines(block.text)}</blockquote>`;
    case 'action': {
      const href = escapeHtml(block.url);
      return [
        `<p style="margin:0 0 8px"><a class="m-button" href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;background-color:${colours.button};color:${colours.buttonText};font-weight:700;text-decoration:none">${escapeHtml(buttonLabel(block.text))}</a></p>`,
        `<p class="m-muted" style="margin:0 0 16px;font-size:13px;color:${colours.muted};word-break:break-all"><a class="m-link" href="${href}" style="color:${colours.link}">${href}</a></p>`,
        ...(block.note === undefined ? [] : [`<p style="margin:-8px 0 16px">${escapeHtml(block.note)}</p>`]),
      ].join('');
    }
    case 'rows':
      return `<table style="width:100%;margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" class="m-rule" style="padding:6px 0;border-bottom:1px solid ${colours.border};text-align:left;font-weight:400">${escapeHtml(label)}</th><td class="m-rule" style="padding:6px 0 6px 12px;border-bottom:1px solid ${colours.border};text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
  }
};

/** Dark-mode clients that honour `prefers-color-scheme` get the dark twin; inline colours serve the rest. */
const darkStyle = (dark: MailPalette): string =>
  [
    '@media (prefers-color-scheme: dark) {',
    `.m-page { background-color: ${dark.page} !important; color: ${dark.text} !important; }`,
    `.m-card { background-color: ${dark.card} !important; border-color: ${dark.border} !important; }`,
    `.m-sunken { background-color: ${dark.sunken} !important; }`,
    `.m-muted { color: ${dark.muted} !important; }`,
    `.m-link, .m-brand { color: ${dark.link} !important; }`,
    `.m-rule { border-color: ${dark.border} !important; }`,
    '}',
  ].join('\n');

/**
 * The HTML part: the same words as the text part in one centred card in the brand's colours, real text only (no
 * images to block), every link a visible address too, and a dark scheme declared so clients do not guess one.
 */
export const mailHtml = (content: MailContent, title: string): string => {
  const look = MAIL_LOOKS[content.look];
  const colours = look.light;
  const lang = escapeHtml(content.lang);
  const body = [
    ...(content.greeting === undefined ? [] : [`<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>`]),
    ...content.blocks.map((block) => blockHtml(block, colours)),
    ...(content.signature === undefined ? [] : [`<p style="margin:24px 0 0">${escapeHtml(content.signature)}</p>`]),
  ].join('\n');
  return `<!DOCTYPE html>
<html lang="${lang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(title)}</title>
<style>
:root { color-scheme: light dark; supported-color-schemes: light dark; }
${darkStyle(look.dark)}
</style>
</head>
<body class="m-page" style="margin:0;padding:0;background-color:${colours.page};color:${colours.text}">
<div role="article" aria-label="${escapeHtml(title)}" lang="${lang}" class="m-page" style="padding:24px 12px;background-color:${colours.page};color:${colours.text};font-family:${escapeHtml(look.bodyFont)};font-size:16px;line-height:1.55">
<div class="m-card" style="max-width:600px;margin:0 auto;padding:24px;background-color:${colours.card};border:1px solid ${colours.border};border-radius:10px">
<p class="m-brand" style="margin:0 0 24px;font-family:${escapeHtml(look.displayFont)};font-size:22px;font-weight:700;color:${colours.link}">${escapeHtml(content.brandName)}</p>
${body}
</div>
</div>
</body>
</html>
`;
};
