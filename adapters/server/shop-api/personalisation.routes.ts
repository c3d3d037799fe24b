import type { FastifyInstance } from 'fastify';
import type { ProjectId } from '../../../core/shop/personalisation/project.ts';
import type { ShopPersonalisation } from '../../../core/shop/personalisation/shop-personalisation.ts';
import type { CartLineId } from '../../../core/shop/carts/cart.ts';
import { CartLineParams, CartViewCodec } from '../../shop-api-contract/carts.codec.ts';
import { ExtSessionCarrier } from '../../shop-api-contract/ext-session.codec.ts';
import {
  AutosaveBody,
  EditorQuery,
  EditorStartCodec,
  NothingCodec,
  PERSONALISATION_BODY_LIMIT,
  PERSONALISATION_PATHS,
  PersonalisedCartLineBody,
  PersonalisedLineChangeBody,
  PersonalisedLineToEditCodec,
  ProjectCodec,
  ProjectParams,
  ProjectsQuery,
  ProjectSummariesCodec,
  ProjectSummaryCodec,
  RenameProjectBody,
  VisitorUploadsCodec,
} from '../../shop-api-contract/personalisation.codec.ts';
import type { Idempotency } from '../idempotency.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { personalisationErrorAnswer } from './personalisation-errors.ts';
import {
  answered,
  answeredOnce,
  fromBody,
  fromBoth,
  fromParams,
  fromQuery,
  route,
  type RouteHandler,
} from '../route.ts';
import type { ShopperOf } from './shopper.ts';

export type PersonalisationRoutesDeps = {
  readonly personalisation: ShopPersonalisation;
  readonly shopperOf: ShopperOf;
  readonly idempotency: Idempotency;
  readonly checkRateLimit: RateLimitCheck;
};

const schema = (summary: string) => ({ schema: { summary, tags: ['personalisation'] } });

const projectIdOf = (value: string | undefined): ProjectId | null => (value ? (value as ProjectId) : null);

/** The editor's and the account's designs: every answer is the visitor's own, another's is not found. */
export const personalisationRoutes = (deps: PersonalisationRoutesDeps) => async (app: FastifyInstance) => {
  const { personalisation, shopperOf } = deps;
  const errors = personalisationErrorAnswer;
  // Writes carry an optional Idempotency-Key: the storefront's client retries a failed POST once.
  const write = (scope: string, handler: RouteHandler) =>
    answeredOnce(deps.idempotency, { scope, required: false }, handler);

  app.get(
    PERSONALISATION_PATHS.editor,
    schema("An article's print surfaces and price, and the visitor's work on it"),
    answered(
      route({
        decode: fromQuery(EditorQuery),
        who: shopperOf,
        run: (query, shopper) =>
          personalisation.openEditor(shopper.owner, query.article_id, projectIdOf(query.project_id)),
        errors,
        answer: EditorStartCodec,
      }),
    ),
  );

  app.post(
    PERSONALISATION_PATHS.projects,
    {
      ...schema("Autosave the visitor's design: created the first time, replaced after"),
      bodyLimit: PERSONALISATION_BODY_LIMIT,
      preHandler: rateLimitedByIp(deps.checkRateLimit, RATE_LIMITS.projectAutosave),
    },
    write(
      'personalisation.autosave',
      route({
        decode: fromBody(AutosaveBody),
        who: shopperOf,
        run: (body, shopper) =>
          personalisation.autosaveProject(shopper.owner, {
            articleId: body.article_id,
            projectId: projectIdOf(body.project_id),
            document: body.document,
          }),
        errors,
        answer: ProjectCodec,
      }),
    ),
  );

  app.get(
    PERSONALISATION_PATHS.uploads,
    schema("The visitor's uploaded images, newest first, to pick again"),
    answered(
      route({
        decode: fromQuery(ExtSessionCarrier),
        who: shopperOf,
        run: (_, shopper) => personalisation.listVisitorUploads(shopper.owner),
        errors,
        answer: VisitorUploadsCodec,
      }),
    ),
  );

  app.post(
    PERSONALISATION_PATHS.cartLines,
    {
      ...schema('Add a personalised article to the cart with its preview drawn by the shop'),
      bodyLimit: PERSONALISATION_BODY_LIMIT,
      preHandler: rateLimitedByIp(deps.checkRateLimit, RATE_LIMITS.personalisedCartLine),
    },
    write(
      'cart',
      route({
        decode: fromBody(PersonalisedCartLineBody),
        who: shopperOf,
        run: (body, shopper) =>
          personalisation.addPersonalisedLine(shopper.owner, {
            document: body.document,
            projectId: projectIdOf(body.project_id),
            quantity: body.quantity,
          }),
        errors,
        status: 201,
        answer: CartViewCodec,
      }),
    ),
  );

  app.get(
    PERSONALISATION_PATHS.cartLine,
    schema('A personalised line of the visitor’s cart, to reopen its design in the editor'),
    answered(
      route({
        decode: fromParams(CartLineParams),
        who: shopperOf,
        run: (params, shopper) => personalisation.openPersonalisedLine(shopper.owner, params.line_id as CartLineId),
        errors,
        answer: PersonalisedLineToEditCodec,
      }),
    ),
  );

  app.put(
    PERSONALISATION_PATHS.cartLine,
    {
      ...schema('Put a re-edited design on its cart line: same line and quantity, new preview and price'),
      bodyLimit: PERSONALISATION_BODY_LIMIT,
      preHandler: rateLimitedByIp(deps.checkRateLimit, RATE_LIMITS.personalisedCartLine),
    },
    write(
      'cart',
      route({
        decode: fromBoth(fromParams(CartLineParams), fromBody(PersonalisedLineChangeBody)),
        who: shopperOf,
        run: (input, shopper) =>
          personalisation.changePersonalisedLine(shopper.owner, input.line_id as CartLineId, input.document),
        errors,
        answer: CartViewCodec,
      }),
    ),
  );

  app.get(
    PERSONALISATION_PATHS.accountProjects,
    schema("The signed-in customer's designs, by last change, creation or popularity"),
    answered(
      route({
        decode: fromQuery(ProjectsQuery),
        who: shopperOf,
        run: (query, shopper) => personalisation.listProjects(shopper.owner, query.sort ?? 'DATE_LAST_MODIFICATION'),
        errors,
        answer: ProjectSummariesCodec,
      }),
    ),
  );

  app.patch(
    PERSONALISATION_PATHS.accountProject,
    schema("Rename one of the customer's designs"),
    answered(
      route({
        decode: fromBoth(fromParams(ProjectParams), fromBody(RenameProjectBody)),
        who: shopperOf,
        run: (input, shopper) =>
          personalisation.renameProject(shopper.owner, input.project_id as ProjectId, input.name),
        errors,
        answer: ProjectSummaryCodec,
      }),
    ),
  );

  app.post(
    PERSONALISATION_PATHS.accountProjectCopies,
    schema("Copy one of the customer's designs as a new one"),
    write(
      'personalisation.copy',
      route({
        decode: fromParams(ProjectParams),
        who: shopperOf,
        run: (params, shopper) => personalisation.duplicateProject(shopper.owner, params.project_id as ProjectId),
        errors,
        status: 201,
        answer: ProjectSummaryCodec,
      }),
    ),
  );

  app.delete(
    PERSONALISATION_PATHS.accountProject,
    schema("Delete one of the customer's designs"),
    answered(
      route({
        decode: fromParams(ProjectParams),
        who: shopperOf,
        run: (params, shopper) => personalisation.deleteProject(shopper.owner, params.project_id as ProjectId),
        errors,
        answer: NothingCodec,
      }),
    ),
  );
};
