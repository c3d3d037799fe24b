export const CUSTOMER_TYPES = ['PERSON', 'COMPANY'] as const;

export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const isCustomerType = (value: string): value is CustomerType =>
  (CUSTOMER_TYPES as readonly string[]).includes(value);
