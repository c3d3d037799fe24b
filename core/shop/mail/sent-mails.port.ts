import type { ResultAsync } from 'neverthrow';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Which event mails went out and when, by their Message-ID (see eventMessageId): the desk's timeline reads them. */
export interface SentMails {
  /** Keeps the first time a mail with this Message-ID was sent; a mail sent again changes nothing. */
  record(messageId: string, at: number): ResultAsync<void, RepositoryFailure>;
}
