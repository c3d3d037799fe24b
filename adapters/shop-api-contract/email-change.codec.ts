import * as t from 'io-ts';
import { text } from './accounts.codec.ts';
import type { FormFieldNames } from './form-field-names.ts';
import { wireType } from './wire-object.ts';

/** The e-mail change's Shop API paths; both need the auth session. */
export const EMAIL_CHANGE_PATHS = {
  /** POST: mail a confirmation link to the new address (the current password given). */
  request: '/accounts/email-change',
  /** POST: follow that link, signed in as the customer who asked. */
  confirm: '/accounts/email-change/confirm',
} as const;

const Session = t.partial({ ext_session_id: t.string });

export const EmailChangeBody = t.intersection([t.type({ new_email: text(320), password: text(1000) }), Session]);

export const EmailChangeConfirmBody = t.intersection([t.type({ token: text(200) }), Session]);

export const EMAIL_CHANGE_FORM_FIELDS = { newEmail: 'new_email' } as const satisfies FormFieldNames;

export const EmailChangeRequestedCodec = wireType({ sentTo: t.string }, 'EmailChangeRequested');

export const EmailChangedCodec = wireType({ email: t.string }, 'EmailChanged');
