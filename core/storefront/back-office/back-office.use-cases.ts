import { ok, okAsync, type ResultAsync } from 'neverthrow';
import { checkDispatch } from '../../domain/shipments/tracking-number.ts';
import { checkOrderNote } from '../../domain/orders/order-note.ts';
import type { DeskAction } from '../../domain/orders/desk-actions.ts';
import { replyProblems } from '../accounts/self-service-forms.ts';
import type { FormOutcome } from '../accounts/self-service-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import type { BackOfficeWrites, ShownDeskOrder, ShownSiteConfigFields } from './back-office-gateway.port.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { DesignEditForm, ShownDeskDesign } from './design-desk-views.ts';
import { basisPointsOfPercent } from './commission-rate-input.ts';
import type { ShownAffiliateFile } from './commissions-gateway.port.ts';
import type { ReviewVerdict } from '../../domain/reviews/review.ts';
import type { SiteSettingsInput } from '../../domain/site/site-settings-fields.ts';

/** The rate form's outcome: the rate now in basis points, or a percentage the shop would refuse. */
export type RateOutcome = { readonly kind: 'set'; readonly rate: number } | { readonly kind: 'invalid' };

/** What the desks change; an answer is checked by the same rule as a customer's reply before it is sent. */
export type BackOfficeUseCases = {
  readonly act: (publicId: string, action: DeskAction) => ResultAsync<FormOutcome<ShownDeskOrder>, ShopUnavailable>;
  readonly addNote: (publicId: string, note: string) => ResultAsync<FormOutcome<ShownDeskOrder>, ShopUnavailable>;
  readonly answer: (
    publicId: string,
    message: string,
    resolve: boolean,
  ) => ResultAsync<FormOutcome<boolean>, ShopUnavailable>;
  readonly setTicketStatus: (publicId: string, status: 'RESOLVED' | 'ARCHIVED') => ResultAsync<null, ShopUnavailable>;
  readonly changeSiteConfig: (
    store: string,
    form: SiteSettingsInput,
  ) => ResultAsync<FormOutcome<ShownSiteConfigFields>, ShopUnavailable>;
  readonly editDesign: (
    id: string,
    form: DesignEditForm,
    locale: Locale,
  ) => ResultAsync<FormOutcome<ShownDeskDesign>, ShopUnavailable>;
  readonly setDesignPublished: (
    id: string,
    published: boolean,
    locale: Locale,
  ) => ResultAsync<ShownDeskDesign, ShopUnavailable>;
  readonly judgeReview: (
    designId: string,
    reviewId: string,
    verdict: ReviewVerdict,
    locale: Locale,
  ) => ResultAsync<ShownDeskDesign, ShopUnavailable>;
  readonly markPaid: (affiliateId: string, period: string) => ResultAsync<ShownAffiliateFile, ShopUnavailable>;
  /** The rate as the administrator types it, a percentage such as "5" or "7,5". */
  readonly setCommissionRate: (percent: string) => ResultAsync<RateOutcome, ShopUnavailable>;
};

/** What the administrator changes from the desks, each action under a fresh idempotency key. */
export const backOfficeUseCases = (writes: BackOfficeWrites, newKey: () => string): BackOfficeUseCases => ({
  // One key per click: the button is disabled while it runs, and a retried request replays the first answer.
  // Shipping is checked by the shop's own rule first, so a mistyped number is named at once, without a request.
  act: (publicId, action) => {
    const checked = action.kind === 'ship' ? checkDispatch(action) : ok(null);
    return checked.isErr()
      ? okAsync({ kind: 'invalid', problems: checked.error.problems })
      : writes.act(publicId, action, newKey());
  },
  // A note is checked by the shop's own rule first, and sent once per click.
  addNote: (publicId, note) => {
    const checked = checkOrderNote(note);
    return checked.isErr()
      ? okAsync({ kind: 'invalid', problems: checked.error.problems })
      : writes.addNote(publicId, checked.value, newKey());
  },
  answer: (publicId, message, resolve) => {
    const problems = replyProblems(message);
    return problems.length > 0 ? okAsync({ kind: 'invalid', problems }) : writes.answer(publicId, message, resolve);
  },
  setTicketStatus: (publicId, status) => writes.setTicketStatus(publicId, status),
  // One key per save: a double click or a retried request is recorded once.
  changeSiteConfig: (store, form) => writes.changeSiteConfig(store, form, newKey()),
  // The designs desk's changes: one key per click, like the orders desk's actions.
  editDesign: (id, form, locale) => writes.editDesign(id, form, locale, newKey()),
  setDesignPublished: (id, published, locale) => writes.setDesignPublished(id, published, locale, newKey()),
  judgeReview: (designId, reviewId, verdict, locale) =>
    writes.judgeReview(designId, reviewId, verdict, locale, newKey()),
  markPaid: (affiliateId, period) => writes.markPaid(affiliateId, period, newKey()),
  setCommissionRate: (percent) => {
    const basisPoints = basisPointsOfPercent(percent);
    return basisPoints === null
      ? okAsync({ kind: 'invalid' })
      : writes.setRate(basisPoints, newKey()).map((rate) => ({ kind: 'set', rate }));
  },
});
