import { errAsync, okAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { BackOfficeWrites } from '../../core/storefront/back-office/back-office-gateway.port.ts';
import {
  BACK_OFFICE_PATHS,
  ShownDeskOrderCodec,
  SupportAnswerCodec,
  SupportTicketCodec,
} from '../shop-api-contract/back-office.codec.ts';
import { AffiliateFileCodec, COMMISSION_PATHS, CommissionRateCodec } from '../shop-api-contract/commissions.codec.ts';
import { fieldProblemsFromWire } from '../shop-api-contract/form-field-names.ts';
import type { ShopApiClient } from './shop-api-client.ts';

const pathOf = (template: string, name: string, value: string) =>
  template.replace(`:${name}`, encodeURIComponent(value));

/** The back office's changes over the Shop API; a refused action (409: the order moved meanwhile) is a failure. */
export const httpBackOfficeWrites = (shopApi: ShopApiClient): BackOfficeWrites => ({
  act: (publicId, action, idempotencyKey) =>
    shopApi
      .call(
        {
          method: 'POST',
          path: pathOf(BACK_OFFICE_PATHS.actions, 'public_id', publicId),
          params: { action: action.kind, ...('to' in action ? { to: String(action.to) } : {}) },
          idempotencyKey,
        },
        ShownDeskOrderCodec,
      )
      .mapErr(() => apiRequestFailed(BACK_OFFICE_PATHS.actions))
      .andThen((answer) =>
        answer.kind === 'data' ? okAsync(answer.data) : errAsync(apiRequestFailed(BACK_OFFICE_PATHS.actions)),
      ),
  answer: (publicId, message) =>
    shopApi
      .call(
        { method: 'POST', path: pathOf(BACK_OFFICE_PATHS.answers, 'id', publicId), params: { message } },
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
});
