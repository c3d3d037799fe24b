import { firstQueryValue, type Query } from './query.ts';

/** Article ids the product constructor (/create) accepts are below this (spec 9). */
export const CREATE_ARTICLE_ID_LIMIT = 20000;

export const isNonEmpty = (value: string): boolean => value !== '';

export const isNonBlank = (value: string): boolean => value.trim() !== '';

export const isAllDigits = (value: string): boolean => /^[0-9]+$/.test(value);

/** Help-center topic ids are numeric, or a readable key ending in '_' plus digits ('shipping_12'). */
export const TOPIC_ID = /^(?:[0-9]+|[\s\S]*_[0-9]+)$/;

export const isTopicId = (value: string): boolean => TOPIC_ID.test(value);

export const isCreateArticleId = (value: string): boolean =>
  isAllDigits(value) && Number(value) < CREATE_ARTICLE_ID_LIMIT;

/** What a route's validation sees: its decoded path parameters and the query. */
export type RouteInput = {
  readonly params: Readonly<Record<string, string>>;
  readonly query: Query;
};

export type RouteValidator = (input: RouteInput) => boolean;

/** A missing parameter counts as the empty string, so it fails every rule above. */
export const pathParam =
  (name: string, rule: (value: string) => boolean): RouteValidator =>
  ({ params }) =>
    rule(params[name] ?? '');

export const queryParam =
  (name: string, rule: (value: string) => boolean): RouteValidator =>
  ({ query }) =>
    rule(firstQueryValue(query, name) ?? '');
