import type { MailContent } from './mail-content.ts';
import { mailHtml } from './mail-html.ts';
import { mailText } from './mail-text.ts';
import type { MailMessage } from './mailer.port.ts';

/** RFC 3834: a mail the shop wrote by itself, so auto-responders and out-of-office replies leave it alone. */
export const AUTO_SUBMITTED = { 'Auto-Submitted': 'auto-generated' } as const;

export type MailEnvelope = {
  readonly to: string;
  readonly subject: string;
  readonly link?: string;
  readonly messageId?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** False for words a person wrote (a support agent's reply), which may be answered like any mail. */
  readonly automatic?: boolean;
};

/** One mail from one content: its text and HTML parts say the same, and it is sent in the brand's name. */
export const composeMail = (envelope: MailEnvelope, content: MailContent): MailMessage => {
  const { automatic = true, headers = {}, ...rest } = envelope;
  const allHeaders = automatic ? { ...headers, ...AUTO_SUBMITTED } : headers;
  return {
    ...rest,
    senderName: content.brandName,
    text: mailText(content),
    html: mailHtml(content, envelope.subject),
    ...(Object.keys(allHeaders).length > 0 ? { headers: allHeaders } : {}),
  };
};
