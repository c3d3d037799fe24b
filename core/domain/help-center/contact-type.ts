/** The channels through which a shopper can reach customer support. */
export const CONTACT_TYPES = ['helpCenter', 'formContact', 'formContactRequestBudget', 'chat'] as const;

export type ContactType = (typeof CONTACT_TYPES)[number];

export const isContactType = (value: string): value is ContactType =>
  (CONTACT_TYPES as readonly string[]).includes(value);
