import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../core/domain/site/locale.ts';
import type { ShopBackOffice } from '../../../core/shop/back-office/shop-back-office.ts';
import {
  DESIGN_DESK_PATHS,
  DesignDeskListCodec,
  DesignDeskQuery,
  DesignEditBody,
  DesignParams,
  DesignReviewParams,
  DesignShowQuery,
  PublishedBody,
  ReviewVerdictBody,
  ShownDeskDesignCodec,
} from '../../shop-api-contract/design-desk.codec.ts';
import { designDeskListOf, designEditRequestOf, shownDeskDesignOf } from '../../shop-views/design-desk-views.ts';
import type { Idempotency } from '../idempotency.ts';
import type { SignedInCustomer } from '../signed-in-customer.ts';
import { backOfficeErrorAnswer } from './back-office-errors.ts';
import { answered, answeredOnce, fromBoth, fromBody, fromParams, fromQuery, route } from '../route.ts';

export type DesignDeskRouteDeps = {
  readonly backOffice: ShopBackOffice;
  readonly signedInCustomer: SignedInCustomer;
  /** Every change to a design or its reviews needs an Idempotency-Key: a doubled click acts once. */
  readonly idempotency: Idempotency;
};

const schema = (summary: string) => ({ schema: { summary, tags: ['back-office'] } });

/** The back office speaks Spanish unless asked for English. */
const localeOf = (asked: { readonly locale?: 'es' | 'en' | undefined }): Locale => asked.locale ?? 'es';

/** The designs desk: every route answers the administrator alone; anyone else gets the 404 envelope. */
export const designDeskRoutes =
  ({ backOffice, signedInCustomer, idempotency }: DesignDeskRouteDeps) =>
  async (app: FastifyInstance) => {
    const once = { scope: 'back-office-designs', required: true } as const;

    app.get(
      DESIGN_DESK_PATHS.designs,
      schema('Every design, published or not, by search, collection, tag, published, scope and sort; keyset pages'),
      answered(
        route({
          decode: fromQuery(DesignDeskQuery),
          who: signedInCustomer,
          run: (query, customer) =>
            backOffice
              .listDesigns(customer, {
                ...(query.search === undefined ? {} : { search: query.search }),
                ...(query.collection === undefined ? {} : { collection: query.collection }),
                ...(query.tag === undefined ? {} : { tagSlug: query.tag }),
                ...(query.published === undefined || query.published === 'ALL'
                  ? {}
                  : { published: query.published === 'true' }),
                ...(query.scope === undefined ? {} : { scope: query.scope }),
                sort: query.sort ?? 'DATE_LAST_MODIFICATION',
                ...(query.after === undefined ? {} : { after: query.after }),
              })
              .map(designDeskListOf),
          errors: backOfficeErrorAnswer,
          answer: DesignDeskListCodec,
        }),
      ),
    );

    app.get(
      DESIGN_DESK_PATHS.design,
      schema('One design with its names, tags, articles, reviews, change history and the choices of its form'),
      answered(
        route({
          decode: fromBoth(fromParams(DesignParams), fromQuery(DesignShowQuery)),
          who: signedInCustomer,
          run: (input, customer) =>
            backOffice.showDesign(customer, input.design_id, localeOf(input)).map(shownDeskDesignOf),
          errors: backOfficeErrorAnswer,
          answer: ShownDeskDesignCodec,
        }),
      ),
    );

    app.post(
      DESIGN_DESK_PATHS.design,
      schema('Edit a design: names per language, collection, tags, articles; once per Idempotency-Key, recorded'),
      answeredOnce(
        idempotency,
        once,
        route({
          decode: fromBoth(fromParams(DesignParams), fromBody(DesignEditBody)),
          who: signedInCustomer,
          run: (input, customer) =>
            backOffice
              .editDesign(customer, input.design_id, designEditRequestOf(input), localeOf(input))
              .map(shownDeskDesignOf),
          errors: backOfficeErrorAnswer,
          answer: ShownDeskDesignCodec,
        }),
      ),
    );

    app.post(
      DESIGN_DESK_PATHS.published,
      schema('Publish a design or withdraw it from shoppers; once per Idempotency-Key, recorded'),
      answeredOnce(
        idempotency,
        once,
        route({
          decode: fromBoth(fromParams(DesignParams), fromBody(PublishedBody)),
          who: signedInCustomer,
          run: (input, customer) =>
            backOffice
              .publishDesign(customer, input.design_id, input.published === 'true', localeOf(input))
              .map(shownDeskDesignOf),
          errors: backOfficeErrorAnswer,
          answer: ShownDeskDesignCodec,
        }),
      ),
    );

    app.post(
      DESIGN_DESK_PATHS.review,
      schema("Publish or hide one of the design's reviews; once per Idempotency-Key, recorded"),
      answeredOnce(
        idempotency,
        once,
        route({
          decode: fromBoth(fromParams(DesignReviewParams), fromBody(ReviewVerdictBody)),
          who: signedInCustomer,
          run: (input, customer) =>
            backOffice
              .judgeReview(customer, input.design_id, input.review_id, input.status, localeOf(input))
              .map(shownDeskDesignOf),
          errors: backOfficeErrorAnswer,
          answer: ShownDeskDesignCodec,
        }),
      ),
    );
  };
