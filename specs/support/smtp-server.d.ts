// smtp-server ships no types: the little the SMTP test server uses of it.
declare module 'smtp-server' {
  import type { Readable } from 'node:stream';
  import type { AddressInfo } from 'node:net';

  export type SMTPServerSession = { readonly envelope: { readonly rcptTo: readonly { readonly address: string }[] } };

  export type SMTPServerOptions = {
    readonly authOptional?: boolean;
    readonly disabledCommands?: readonly string[];
    readonly logger?: boolean;
    readonly onData?: (stream: Readable, session: SMTPServerSession, callback: (error?: Error | null) => void) => void;
  };

  export class SMTPServer {
    constructor(options: SMTPServerOptions);
    listen(port: number, host: string, callback: () => void): void;
    close(callback: () => void): void;
    readonly server: { address(): AddressInfo | string | null };
  }
}
