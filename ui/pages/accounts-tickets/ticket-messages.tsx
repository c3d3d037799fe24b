import type { ShownTicket } from '../../../core/storefront/accounts/self-service-gateway.port.ts';
import { useTexts } from '../../app/use-texts.ts';

type TicketMessagesProps = {
  readonly messages: ShownTicket['messages'];
  /** Who wrote a message as this reader calls them: the customer reads "you", support reads the customer's name. */
  readonly authorOf: (author: ShownTicket['messages'][number]['author']) => string;
  readonly timeOf: (iso: string) => string;
};

/** A ticket's conversation, oldest message first, as the customer and support both read it. */
export const TicketMessages = ({ messages, authorOf, timeOf }: TicketMessagesProps) => {
  const { t } = useTexts('accounts-tickets');
  return (
    <ol className="ticket-messages" aria-label={t('thread.messages')}>
      {messages.map((message, index) => (
        <li key={index} className={`ticket-message ticket-message-${message.author}`}>
          <p className="ticket-message-author">
            <strong>{authorOf(message.author)}</strong> ·{' '}
            <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
          </p>
          <p className="ticket-message-body">{message.body}</p>
        </li>
      ))}
    </ol>
  );
};
