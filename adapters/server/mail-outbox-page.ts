import type { FastifyInstance } from 'fastify';
import type { OutboxMail } from '../postgres/postgres-mail-outbox.ts';
import { escapeHtml } from './escape-html.ts';

export const MAIL_OUTBOX_PATH = '/dev/outbox';

const LINK = /https?:\/\/[^\s<>"]+/g;

const linksOf = (mail: OutboxMail): readonly string[] => {
  const unsubscribe = /<([^>]+)>/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1];
  return [...new Set([...(mail.text.match(LINK) ?? []), ...(unsubscribe === undefined ? [] : [unsubscribe])])];
};

/** The text part as sent, folded away; the HTML part on a page of its own, sandboxed (see `mailOutboxPage`). */
const partsOf = (mail: OutboxMail) =>
  `<details><summary>Text part</summary><pre>${escapeHtml(mail.text)}</pre></details>${
    mail.hasHtml
      ? `<a href="${MAIL_OUTBOX_PATH}/${encodeURIComponent(mail.id)}">HTML part<span class="visually-hidden"> of “${escapeHtml(mail.subject)}”</span></a>`
      : '<p>No HTML part</p>'
  }`;

const row = (mail: OutboxMail) => `<tr>
<td data-label="Kept at (UTC)">${escapeHtml(mail.createdAt.toISOString().slice(0, 19).replace('T', ' '))}</td>
<td data-label="To">${escapeHtml(mail.to)}</td>
<td data-label="Subject">${escapeHtml(mail.subject)}${mail.headers['List-Unsubscribe-Post'] ? '<br><small>List-Unsubscribe: One-Click</small>' : ''}</td>
<td data-label="Links"><ul>${linksOf(mail)
  .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
  .join('')}</ul></td>
<td data-label="Mail">${partsOf(mail)}</td>
</tr>`;

// A developer's page, readable at any width: on a phone each mail is a block of labelled lines instead of a wide row.
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;padding:1rem;max-width:90rem}
table{border-collapse:collapse}caption{text-align:start;font-weight:600;padding-block:.5rem}
th,td{border-block-end:1px solid #ccc;padding:.5rem;text-align:start;vertical-align:top}
td{overflow-wrap:anywhere;min-width:8rem}ul{margin:0;padding-inline-start:1rem}summary{cursor:pointer}
pre{white-space:pre-wrap;max-width:60ch;font-size:.875rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (max-width:40rem){thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
tbody,tr,td{display:block}td{border:0;padding:.25rem 0}tr{border-block-end:1px solid #ccc;padding-block:.5rem}
td::before{content:attr(data-label);display:block;font-weight:600;font-size:.875rem}}`;

/**
 * A mail's HTML part as the page itself, under a policy of its own: `sandbox` (no script, form, plugin or same origin,
 * whatever the mail holds) and nothing fetched but its own inline styles, as a mail client shows it.
 */
const MAIL_HTML_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

export type MailOutboxReads = {
  readonly latest: (limit: number) => Promise<readonly OutboxMail[]>;
  readonly htmlOf: (id: string) => Promise<string | undefined>;
};

/** The mail outbox as a bare HTML page, for trying the shop without SMTP: registered only outside production. */
export const mailOutboxPage =
  ({ latest, htmlOf }: MailOutboxReads) =>
  async (app: FastifyInstance) => {
    app.get<{ Params: { id: string } }>(
      `${MAIL_OUTBOX_PATH}/:id`,
      { schema: { hide: true } },
      async (request, reply) => {
        const html = await htmlOf(request.params.id);
        if (html === undefined) return reply.status(404).type('text/plain; charset=utf-8').send('No such mail');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', MAIL_HTML_POLICY)
          .send(html);
      },
    );
    app.get(MAIL_OUTBOX_PATH, { schema: { hide: true } }, async (_request, reply) => {
      const mails = await latest(50);
      const body =
        mails.length === 0
          ? '<p>No mail yet.</p>'
          : `<table>
<caption>The 50 newest mails, newest first</caption>
<thead><tr><th scope="col">Kept at (UTC)</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Links</th><th scope="col">Mail</th></tr></thead>
<tbody>${mails.map(row).join('')}</tbody>
</table>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Mail outbox (development)</title><style>${STYLE}</style></head>
<body><main><h1>Mail outbox</h1>
<p>Mail the shop would have sent; shown only while NODE_ENV is not production and no SMTP_URL is set.</p>
${body}</main></body></html>`);
    });
  };
