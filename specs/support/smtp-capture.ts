import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free loopback port that keeps every message it accepts, parsed, with its raw source. */
export type SmtpCapture = {
  /** `smtp://127.0.0.1:{port}`: the value a shop's SMTP_URL takes to deliver here. */
  readonly url: string;
  readonly received: () => readonly CapturedMail[];
  readonly close: () => Promise<void>;
};

export type CapturedMail = { readonly raw: Buffer; readonly mail: ParsedMail; readonly recipients: readonly string[] };

export const startSmtpCapture = async (): Promise<SmtpCapture> => {
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    // Plain loopback SMTP: no TLS to negotiate, no login to give.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (mail) => {
            received.push({ raw, mail, recipients: session.envelope.rcptTo.map((to) => to.address) });
            done();
          },
          (error: Error) => done(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
