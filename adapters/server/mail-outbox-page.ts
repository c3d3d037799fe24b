import type { FastifyInstance } from 'fastify';
import type { OutboxMail } from '../postgres/postgres-mail-outbox.ts';
import { escapeHtml } from './escape-html.ts';

export const MAIL_OUTBOX_PATH = '/dev/outbox';

const LINK = /https?:\/\/[^\s<>"]+/g;

const linksOf = (mail: OutboxMail): readonly string[] => {
  const unsubscribe = /<([^>]+)>/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1];
  return [...new Set([...(mail.text.match(LINK) ?? []), ...(unsubscribe === undefined ? [] : [unsubscribe])])];
};

/**
 * The mail's two parts, each folded away: the text as sent, and the HTML rendered in an empty-`sandbox` frame from
 * `srcdoc` (no script runs, no form posts, no same origin: a mail is content, whatever it holds).
 */
const partsOf = (
  mail: OutboxMail,
) => `<details><summary>Text part</summary><pre>${escapeHtml(mail.text)}</pre></details>
${
  mail.html === null
    ? '<p>No HTML part</p>'
    : `<details><summary>HTML part</summary><iframe sandbox srcdoc="${escapeHtml(mail.html)}" title="HTML part of ${escapeHtml(mail.subject)}" loading="lazy"></iframe></details>`
}`;

const row = (mail: OutboxMail) => `<tr>
<td>${escapeHtml(mail.createdAt.toISOString().slice(0, 19).replace('T', ' '))}</td>
<td>${escapeHtml(mail.to)}</td>
<td>${escapeHtml(mail.subject)}${mail.headers['List-Unsubscribe-Post'] ? '<br><small>List-Unsubscribe: One-Click</small>' : ''}</td>
<td><ul>${linksOf(mail)
  .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
  .join('')}</ul></td>
<td>${partsOf(mail)}</td>
</tr>`;

// A developer's page: readable at any width, the table scrolling sideways on a phone rather than squeezing the mail.
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;padding:1rem;max-width:90rem}
.mails{overflow-x:auto}table{border-collapse:collapse}caption{text-align:start;font-weight:600;padding-block:.5rem}
th,td{border-block-end:1px solid #ccc;padding:.5rem;text-align:start;vertical-align:top}
td{overflow-wrap:anywhere;min-width:8rem}ul{margin:0;padding-inline-start:1rem}summary{cursor:pointer}
pre{white-space:pre-wrap;max-width:60ch;font-size:.875rem}
iframe{display:block;width:min(40rem,80vw);height:36rem;border:1px solid #ccc;background:#fff}`;

/** The mail outbox as a bare HTML page, for trying the shop without SMTP: registered only outside production. */
export const mailOutboxPage =
  (latest: (limit: number) => Promise<readonly OutboxMail[]>) => async (app: FastifyInstance) => {
    app.get(MAIL_OUTBOX_PATH, { schema: { hide: true } }, async (_request, reply) => {
      const mails = await latest(50);
      const body =
        mails.length === 0
          ? '<p>No mail yet.</p>'
          : `<div class="mails"><table>
<caption>The 50 newest mails, newest first</caption>
<thead><tr><th scope="col">Kept at (UTC)</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Links</th><th scope="col">Mail</th></tr></thead>
<tbody>${mails.map(row).join('')}</tbody>
</table></div>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Mail outbox (development)</title><style>${STYLE}</style></head>
<body><main><h1>Mail outbox</h1>
<p>Mail the shop would have sent; shown only while NODE_ENV is not production and no SMTP_URL is set.</p>
${body}</main></body></html>`);
    });
  };
