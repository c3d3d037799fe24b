import { err, ok, type Result } from 'neverthrow';
import type { SiteConfigOverrides } from '../../domain/site/site-config.ts';
import { fieldsChecked, type FieldProblem, type InvalidFields } from '../../domain/forms/field-problem.ts';

/** The config form as typed: a blank id switches that integration off. */
export type SiteSettingsInput = {
  readonly isLoginRequiredToAccess: boolean;
  readonly analyticsId: string;
  readonly pushNotificationsId: string;
};

// A GA4 measurement id; the push integration's id is an opaque token of the provider.
const ANALYTICS_ID = /^G-[A-Z0-9]{4,20}$/;
const PUSH_ID = /^[A-Za-z0-9_-]{1,100}$/;

const optionalId = (field: string, value: string, pattern: RegExp): Result<string | null, FieldProblem> => {
  const trimmed = value.trim();
  if (trimmed === '') return ok(null);
  return pattern.test(trimmed) ? ok(trimmed) : err({ field, problem: 'Invalid' });
};

export const checkSiteSettings = (input: SiteSettingsInput): Result<Required<SiteConfigOverrides>, InvalidFields> => {
  const analyticsId = optionalId('analyticsId', input.analyticsId, ANALYTICS_ID);
  const pushNotificationsId = optionalId('pushNotificationsId', input.pushNotificationsId, PUSH_ID);
  const problems = [analyticsId, pushNotificationsId].flatMap((field) => (field.isErr() ? [field.error] : []));
  return fieldsChecked(problems, () => ({
    isLoginRequiredToAccess: input.isLoginRequiredToAccess,
    analyticsId: analyticsId.unwrapOr(null),
    pushNotificationsId: pushNotificationsId.unwrapOr(null),
  }));
};
