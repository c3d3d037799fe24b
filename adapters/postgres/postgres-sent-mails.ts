import { ResultAsync } from 'neverthrow';
import type { SentMails } from '../../core/shop/mail/sent-mails.port.ts';
import { repositoryFailure } from '../../core/shop/repository-failure.ts';
import type { ShopDatabase } from './database.ts';
import { sentMails } from './schema/index.ts';

/** The event mails sent, in `sent_mails` by Message-ID: the first send is kept, a repeat adds nothing. */
export const postgresSentMails = (db: ShopDatabase): SentMails => ({
  record: (messageId, at) =>
    ResultAsync.fromPromise(
      db
        .insert(sentMails)
        .values({ messageId, sentAt: new Date(at) })
        .onConflictDoNothing(),
      repositoryFailure,
    ).map(() => undefined),
});
