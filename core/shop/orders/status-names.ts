import {
  COMMERCIAL_STATUS,
  type CommercialStatus,
  type CommercialStatusName,
} from '../../domain/orders/commercial-status.ts';

const NAMES = new Map(Object.entries(COMMERCIAL_STATUS).map(([name, code]) => [code, name as CommercialStatusName]));

export const commercialStatusName = (status: CommercialStatus): CommercialStatusName =>
  NAMES.get(status) as CommercialStatusName;
