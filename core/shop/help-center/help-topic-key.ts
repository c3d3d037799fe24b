import { isAllDigits } from '../../domain/routing/param-rules.ts';
import { slugify } from '../../domain/validation/slug.ts';

const withoutLeadingZeros = (digits: string): string => digits.replace(/^0+(?=[0-9])/, '');

/**
 * The stored ids a route's topic id may name: a number as itself, and a readable key such as
 * 'returns_26' as itself or else the number it ends with, so a link outlives a changed title.
 */
export const helpTopicCandidateIds = (routeId: string): readonly string[] => {
  if (isAllDigits(routeId)) return [withoutLeadingZeros(routeId)];
  const number = /_([0-9]+)$/.exec(routeId)?.[1];
  return number === undefined ? [] : [routeId, withoutLeadingZeros(number)];
};

/** 'How long does delivery take?' and 23 make 'how-long-does-delivery-take_23'; a keyed id is kept as it is. */
export const helpTopicSlug = (id: string, title: string): string => {
  if (!isAllDigits(id)) return id;
  const words = slugify(title, { removeAccents: true });
  return words === '' ? id : `${words}_${id}`;
};
