import { err, ok, Result } from 'neverthrow';
import { consentVersion } from '../consent/consent.ts';
import type { Customer } from '../customers/customer.ts';
import type { Session } from './session.ts';

/** The body of POST /api/session: any of the field groups, each group whole. */
export type SessionUpdate = {
  readonly isConsentGiven?: boolean;
  readonly isAdsAccepted?: boolean;
  readonly isAnalyticsAccepted?: boolean;
  readonly consentVersion?: number;
  readonly screenWidth?: number;
  readonly screenHeight?: number;
  readonly screenDevicePixelRatio?: number;
  readonly ga4ClientId?: string;
  readonly ga4SessionId?: string;
  readonly ga4SessionNumber?: number;
  readonly customer?: Customer | null;
  readonly updateDateCustomer?: number | null;
};

export type SessionUpdateField = keyof SessionUpdate;

/** Fields that only make sense together: a consent answer, a screen, a GA4 identity, a customer snapshot. */
export const SESSION_FIELD_GROUPS = {
  consent: ['isConsentGiven', 'isAdsAccepted', 'isAnalyticsAccepted', 'consentVersion'],
  screen: ['screenWidth', 'screenHeight', 'screenDevicePixelRatio'],
  ga4: ['ga4ClientId', 'ga4SessionId', 'ga4SessionNumber'],
  customer: ['customer', 'updateDateCustomer'],
} as const satisfies Record<string, readonly SessionUpdateField[]>;

export type SessionFieldGroup = keyof typeof SESSION_FIELD_GROUPS;

export type SessionUpdateError =
  | {
      readonly type: 'IncompleteSessionGroup';
      readonly group: SessionFieldGroup;
      readonly missing: readonly SessionUpdateField[];
    }
  | { readonly type: 'InvalidSessionField'; readonly field: SessionUpdateField }
  | { readonly type: 'ContradictoryConsent' };

const invalid = (field: SessionUpdateField): SessionUpdateError => ({ type: 'InvalidSessionField', field });

const isPositiveInteger = (value: number) => Number.isSafeInteger(value) && value > 0;

/** GA4's client id is `{random}.{first-visit seconds}`; its session id is the session start in seconds. */
const GA4_CLIENT_ID = /^\d{1,20}\.\d{1,20}$/;
const GA4_SESSION_ID = /^\d{1,20}$/;

type Group<K extends SessionFieldGroup> = {
  readonly [F in (typeof SESSION_FIELD_GROUPS)[K][number]]-?: Exclude<SessionUpdate[F], undefined>;
};

type Changes = Partial<Omit<Session, 'fotiApiClient'>>;

const consentChanges = (group: Group<'consent'>): Result<Changes, SessionUpdateError> => {
  if (!group.isConsentGiven && (group.isAdsAccepted || group.isAnalyticsAccepted)) {
    return err({ type: 'ContradictoryConsent' });
  }
  return consentVersion(group.consentVersion)
    .mapErr(() => invalid('consentVersion'))
    .map((version) => ({ ...group, consentVersion: version }));
};

const screenChanges = (group: Group<'screen'>): Result<Changes, SessionUpdateError> => {
  if (!isPositiveInteger(group.screenWidth)) return err(invalid('screenWidth'));
  if (!isPositiveInteger(group.screenHeight)) return err(invalid('screenHeight'));
  const ratio = group.screenDevicePixelRatio;
  if (!Number.isFinite(ratio) || ratio <= 0) return err(invalid('screenDevicePixelRatio'));
  return ok(group);
};

const ga4Changes = (group: Group<'ga4'>): Result<Changes, SessionUpdateError> => {
  if (!GA4_CLIENT_ID.test(group.ga4ClientId)) return err(invalid('ga4ClientId'));
  if (!GA4_SESSION_ID.test(group.ga4SessionId)) return err(invalid('ga4SessionId'));
  if (!isPositiveInteger(group.ga4SessionNumber)) return err(invalid('ga4SessionNumber'));
  return ok(group);
};

/** Signing out clears both fields; a snapshot needs a customer id and the instant it was fetched. */
const customerChanges = (group: Group<'customer'>): Result<Changes, SessionUpdateError> => {
  const { customer, updateDateCustomer } = group;
  if (customer === null) return updateDateCustomer === null ? ok(group) : err(invalid('updateDateCustomer'));
  if (customer.id.trim() === '') return err(invalid('customer'));
  if (updateDateCustomer === null || !Number.isSafeInteger(updateDateCustomer) || updateDateCustomer < 0) {
    return err(invalid('updateDateCustomer'));
  }
  return ok(group);
};

const VALIDATORS: { readonly [K in SessionFieldGroup]: (group: Group<K>) => Result<Changes, SessionUpdateError> } = {
  consent: consentChanges,
  screen: screenChanges,
  ga4: ga4Changes,
  customer: customerChanges,
};

/** The group's fields when all of them are present, `undefined` when none is, an error when only some are. */
const groupIn = <K extends SessionFieldGroup>(
  update: SessionUpdate,
  group: K,
): Result<Group<K> | undefined, SessionUpdateError> => {
  const fields: readonly SessionUpdateField[] = SESSION_FIELD_GROUPS[group];
  const missing = fields.filter((field) => update[field] === undefined);
  if (missing.length === fields.length) return ok(undefined);
  if (missing.length > 0) return err({ type: 'IncompleteSessionGroup', group, missing });
  // Every field of the group was checked present above.
  return ok(Object.fromEntries(fields.map((field) => [field, update[field]])) as Group<K>);
};

const changesFor = <K extends SessionFieldGroup>(
  update: SessionUpdate,
  group: K,
): Result<Changes, SessionUpdateError> =>
  groupIn(update, group).andThen((fields) => (fields === undefined ? ok({}) : VALIDATORS[group](fields)));

/**
 * Applies a POST /api/session body: every group present is validated whole, then all are applied together. A body
 * with no group changes nothing, as an empty merge would: spec 7 says "any of" the groups, and none is a no-op.
 */
export const applySessionUpdate = (session: Session, update: SessionUpdate): Result<Session, SessionUpdateError> => {
  const groups = Object.keys(SESSION_FIELD_GROUPS) as SessionFieldGroup[];
  return Result.combine(groups.map((group) => changesFor(update, group))).map((changes) => ({
    ...session,
    ...(Object.assign({}, ...changes) as Changes),
  }));
};
