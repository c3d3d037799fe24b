/** The order as a sale, beside its production status: confirmed when placed, then completed or canceled. */
export const COMMERCIAL_STATUS = { CONFIRMED: 8, COMPLETED: 5, CANCELED: 100 } as const;

export type CommercialStatusName = keyof typeof COMMERCIAL_STATUS;

export type CommercialStatus = (typeof COMMERCIAL_STATUS)[CommercialStatusName];

export const COMMERCIAL_STATUSES = Object.values(COMMERCIAL_STATUS) as readonly CommercialStatus[];

export const isCommercialStatus = (value: number): value is CommercialStatus =>
  (COMMERCIAL_STATUSES as readonly number[]).includes(value);
