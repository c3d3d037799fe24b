import { errAsync, okAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { BackOfficeWrites } from '../../core/storefront/back-office/back-office-gateway.port.ts';
import {
  BACK_OFFICE_PATHS,
  deskActionParams,
  NOTE_FORM_FIELDS,
  SHIP_FORM_FIELDS,
  ShownDeskOrderCodec,
  SupportAnswerCodec,
  SupportTicketCodec,
} from '../shop-api-contract/back-office.codec.ts';
import { SITE_CONFIG_FORM_FIELDS, SiteConfigCodec } from '../shop-api-contract/back-office-config.codec.ts';
import { DESIGN_DESK_PATHS, ShownDeskDesignCodec } from '../shop-api-contract/design-desk.codec.ts';
import { AffiliateFileCodec, COMMISSION_PATHS, CommissionRateCodec } from '../shop-api-contract/commissions.codec.ts';
import { fieldProblemsFromWire, type FormFieldNames } from '../shop-api-contract/form-field-names.ts';
import type { ShopApiClient } from './shop-api-client.ts';

const pathOf = (template: string, name: string, value: string) =>
  template.replace(`:${name}`, encodeURIComponent(value));

/** The back office's changes over the Shop API; a refused action (409: the order moved meanwhile) is a failure. */
export const httpBackOfficeWrites = (shopApi: ShopApiClient): BackOfficeWrites => {
  /** A form posted about one desk order: the order as it now is, or the form's field problems. */
  const deskOrderForm = (
    path: string,
    publicId: string,
    params: Readonly<Record<string, string>>,
    formFields: FormFieldNames,
    idempotencyKey: string,
  ) =>
    shopApi
      .call({ method: 'POST', path: pathOf(path, 'public_id', publicId), params, idempotencyKey }, ShownDeskOrderCodec)
      .mapErr(() => apiRequestFailed(path))
      .andThen((answer) =>
        answer.kind === 'data'
          ? okAsync({ kind: 'done' as const, value: answer.data })
          : answer.fields.length > 0
            ? okAsync({ kind: 'invalid' as const, problems: fieldProblemsFromWire(answer.fields, formFields) })
            : errAsync(apiRequestFailed(path)),
      );
  return {
    act: (publicId, action, idempotencyKey) =>
      deskOrderForm(BACK_OFFICE_PATHS.actions, publicId, deskActionParams(action), SHIP_FORM_FIELDS, idempotencyKey),
    addNote: (publicId, note, idempotencyKey) =>
      deskOrderForm(BACK_OFFICE_PATHS.notes, publicId, { note }, NOTE_FORM_FIELDS, idempotencyKey),
    answer: (publicId, message, resolve) =>
      shopApi
        .call(
          {
            method: 'POST',
            path: pathOf(BACK_OFFICE_PATHS.answers, 'id', publicId),
            params: { message, resolve: String(resolve) },
          },
          SupportAnswerCodec,
        )
        .mapErr(() => apiRequestFailed(BACK_OFFICE_PATHS.answers))
        .map((answer) =>
          answer.kind === 'data'
            ? { kind: 'done' as const, value: answer.data.customerNotified }
            : { kind: 'invalid' as const, problems: fieldProblemsFromWire(answer.fields, {}) },
        ),
    setTicketStatus: (publicId, status) =>
      shopApi
        .call(
          { method: 'POST', path: pathOf(BACK_OFFICE_PATHS.status, 'id', publicId), params: { status } },
          SupportTicketCodec,
        )
        .mapErr(() => apiRequestFailed(BACK_OFFICE_PATHS.status))
        .map(() => null),
    changeSiteConfig: (store, form, idempotencyKey) =>
      shopApi
        .call(
          {
            method: 'POST',
            path: BACK_OFFICE_PATHS.config,
            params: {
              store,
              currency: form.currency,
              lang: form.lang,
              brand_name: form.brandName,
              default_country_a2: form.defaultCountryA2,
              prices_with_decimals: String(form.pricesWithDecimals),
              is_login_required_to_access: String(form.isLoginRequiredToAccess),
              analytics_id: form.analyticsId,
              push_notifications_id: form.pushNotificationsId,
            },
            idempotencyKey,
          },
          SiteConfigCodec,
        )
        .mapErr(() => apiRequestFailed(BACK_OFFICE_PATHS.config))
        .map((answer) =>
          answer.kind === 'data'
            ? { kind: 'done' as const, value: answer.data }
            : { kind: 'invalid' as const, problems: fieldProblemsFromWire(answer.fields, SITE_CONFIG_FORM_FIELDS) },
        ),
    editDesign: (id, form, locale, idempotencyKey) =>
      shopApi
        .call(
          {
            method: 'POST',
            path: pathOf(DESIGN_DESK_PATHS.design, 'design_id', id),
            params: {
              ...Object.fromEntries(Object.entries(form.names).map(([language, name]) => [`name_${language}`, name])),
              collection: form.collection,
              tags: form.tagIds.join(','),
              articles: form.articleIds.join(','),
              locale,
            },
            idempotencyKey,
          },
          ShownDeskDesignCodec,
        )
        .mapErr(() => apiRequestFailed(DESIGN_DESK_PATHS.design))
        .map((answer) =>
          answer.kind === 'data'
            ? { kind: 'done' as const, value: answer.data }
            : { kind: 'invalid' as const, problems: fieldProblemsFromWire(answer.fields, {}) },
        ),
    setDesignPublished: (id, published, locale, idempotencyKey) =>
      shopApi
        .call(
          {
            method: 'POST',
            path: pathOf(DESIGN_DESK_PATHS.published, 'design_id', id),
            params: { published: String(published), locale },
            idempotencyKey,
          },
          ShownDeskDesignCodec,
        )
        .mapErr(() => apiRequestFailed(DESIGN_DESK_PATHS.published))
        .andThen((answer) =>
          answer.kind === 'data' ? okAsync(answer.data) : errAsync(apiRequestFailed(DESIGN_DESK_PATHS.published)),
        ),
    judgeReview: (designId, reviewId, verdict, locale, idempotencyKey) =>
      shopApi
        .call(
          {
            method: 'POST',
            path: pathOf(pathOf(DESIGN_DESK_PATHS.review, 'design_id', designId), 'review_id', reviewId),
            params: { status: verdict, locale },
            idempotencyKey,
          },
          ShownDeskDesignCodec,
        )
        .mapErr(() => apiRequestFailed(DESIGN_DESK_PATHS.review))
        .andThen((answer) =>
          answer.kind === 'data' ? okAsync(answer.data) : errAsync(apiRequestFailed(DESIGN_DESK_PATHS.review)),
        ),
    markPaid: (affiliateId, period, idempotencyKey) =>
      shopApi
        .call(
          {
            method: 'POST',
            path: pathOf(pathOf(COMMISSION_PATHS.payout, 'period', period), 'affiliate_id', affiliateId),
            params: {},
            idempotencyKey,
          },
          AffiliateFileCodec,
        )
        .mapErr(() => apiRequestFailed(COMMISSION_PATHS.payout))
        .andThen((answer) =>
          answer.kind === 'data' ? okAsync(answer.data) : errAsync(apiRequestFailed(COMMISSION_PATHS.payout)),
        ),
    setRate: (basisPoints, idempotencyKey) =>
      shopApi
        .call(
          {
            method: 'POST',
            path: COMMISSION_PATHS.rate,
            params: { rate_basis_points: String(basisPoints) },
            idempotencyKey,
          },
          CommissionRateCodec,
        )
        .mapErr(() => apiRequestFailed(COMMISSION_PATHS.rate))
        .andThen((answer) =>
          answer.kind === 'data' ? okAsync(answer.data.rate) : errAsync(apiRequestFailed(COMMISSION_PATHS.rate)),
        ),
  };
};
