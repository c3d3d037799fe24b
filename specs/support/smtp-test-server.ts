import { SMTPServer } from 'smtp-server';

/** One mail as the SMTP server received it: the envelope's recipients and the raw message. */
export type ReceivedMail = { readonly to: readonly string[]; readonly raw: string };

/**
 * A real SMTP server on a free loopback port that keeps what it receives; `url` is the shop's SMTP_URL for it.
 * A `refusing` server answers every recipient with a temporary failure (451) and counts the mails it refused.
 */
export const startSmtpTestServer = async ({ refusing = false }: { readonly refusing?: boolean } = {}) => {
  const received: ReceivedMail[] = [];
  const refused: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      if (!refusing) return callback();
      refused.push(address.address);
      return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A client killed mid-session (the proofs kill workers) resets its connection: a real server carries on.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}?from=shop@estampa.example`,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
};
