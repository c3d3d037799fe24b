import { MAX_COMMISSION_RATE } from '../../domain/commissions/commission-terms.ts';

const PERCENT = /^(\d{1,2})(?:[.,](\d{1,2}))?$/;

/** A percentage as typed ("5", "7,5", "12.25") in basis points; null when it is not one or exceeds 50 %. */
export const basisPointsOfPercent = (text: string): number | null => {
  const match = PERCENT.exec(text.trim());
  if (match === null) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= MAX_COMMISSION_RATE ? basisPoints : null;
};

/** Basis points as the page shows a percentage: 750 is "7.5". */
export const percentOfBasisPoints = (basisPoints: number): string => String(basisPoints / 100);
