import type { FastifyInstance } from 'fastify';
import type { OutboxMail } from '../postgres/postgres-mail-outbox.ts';
import { escapeHtml } from './escape-html.ts';

export const MAIL_OUTBOX_PATH = '/dev/outbox';

const LINK = /https?:\/\/[^\s<>"]+/g;

const linksOf = (mail: OutboxMail): readonly string[] => {
  const unsubscribe = /<([^>]+)>/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1];
  return [...new Set([...(mail.text.match(LINK) ?? []), ...(unsubscribe === undefined ? [] : [unsubscribe])])];
};

const row = (mail: OutboxMail) => `<tr>
<td>${escapeHtml(mail.createdAt.toISOString().slice(0, 19).replace('T', ' '))}</td>
<td>${escapeHtml(mail.to)}</td>
<td>${escapeHtml(mail.subject)}${mail.headers['List-Unsubscribe-Post'] ? '<br><small>List-Unsubscribe: One-Click</small>' : ''}</td>
<td><ul>${linksOf(mail)
  .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
  .join('')}</ul></td>
</tr>`;

/** The mail outbox as a bare HTML page, for trying the shop without SMTP: registered only outside production. */
export const mailOutboxPage =
  (latest: (limit: number) => Promise<readonly OutboxMail[]>) => async (app: FastifyInstance) => {
    app.get(MAIL_OUTBOX_PATH, { schema: { hide: true } }, async (_request, reply) => {
      const mails = await latest(50);
      const body =
        mails.length === 0
          ? '<p>No mail yet.</p>'
          : `<table>
<caption>The 50 newest mails, newest first</caption>
<thead><tr><th scope="col">Kept at (UTC)</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Links</th></tr></thead>
<tbody>${mails.map(row).join('')}</tbody>
</table>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Mail outbox (development)</title></head>
<body><main><h1>Mail outbox</h1>
<p>Mail the shop would have sent; shown only while NODE_ENV is not production and no SMTP_URL is set.</p>
${body}</main></body></html>`);
    });
  };
