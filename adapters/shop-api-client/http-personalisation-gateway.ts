import type * as t from 'io-ts';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { ShopApiFieldError, ShopApiOutcome } from '../shop-api-contract/shop-api-envelope.ts';
import type { DesignProblem } from '../../core/domain/personalisation/design-validation.ts';
import type {
  PersonalisationChangeError,
  PersonalisationGateway,
} from '../../core/storefront/personalisation/personalisation-gateway.port.ts';
import { fieldProblemsFromWire } from '../shop-api-contract/form-field-names.ts';
import {
  designProblemOf,
  DesignDocumentFromString,
  EditorStartCodec,
  isPersonalisationRefusal,
  NothingCodec,
  PersonalisedLineToEditCodec,
  PERSONALISATION_FORM_FIELDS,
  PERSONALISATION_PATHS,
  ProjectCodec,
  ProjectSummariesCodec,
  ProjectSummaryCodec,
  VisitorUploadsCodec,
} from '../shop-api-contract/personalisation.codec.ts';
import { CartViewCodec } from '../shop-api-contract/carts.codec.ts';
import type { ShopApiCall, ShopApiCallError, ShopApiClient } from './shop-api-client.ts';

const withId = (path: string, projectId: string) => path.replace(':project_id', encodeURIComponent(projectId));
const withLine = (path: string, lineId: string) => path.replace(':line_id', encodeURIComponent(lineId));

/** A 5004 read back: the document's problems, else a refusal the editor words, else plain field errors. */
export const personalisationRejection = (fields: readonly ShopApiFieldError[]): PersonalisationChangeError => {
  const problems = fields.map(designProblemOf).filter((problem): problem is DesignProblem => problem !== undefined);
  if (problems.length > 0) return { type: 'DesignRejected', problems };
  const refusal = fields.map((field) => field.message).find(isPersonalisationRefusal);
  if (refusal !== undefined) return { type: 'PersonalisationRefused', reason: refusal };
  return { type: 'PersonalisationFieldsRejected', fields: fieldProblemsFromWire(fields, PERSONALISATION_FORM_FIELDS) };
};

const answerOf =
  <A>(path: string) =>
  (outcome: ResultAsync<ShopApiOutcome<A>, ShopApiCallError>): ResultAsync<A, PersonalisationChangeError> =>
    outcome
      .mapErr(() => apiRequestFailed(path))
      .andThen((answer) =>
        answer.kind === 'data' ? okAsync(answer.data) : errAsync(personalisationRejection(answer.fields)),
      );

/** Personalisation over the Shop API, for the browser. */
export const httpPersonalisationGateway = (shopApi: ShopApiClient): PersonalisationGateway => {
  const call = <A>(request: ShopApiCall, codec: t.Type<A, unknown, unknown>) =>
    answerOf<A>(request.path)(shopApi.call(request, codec));
  return {
    openEditor: (articleId, projectId) =>
      call(
        {
          method: 'GET',
          path: PERSONALISATION_PATHS.editor,
          params: { article_id: articleId, project_id: projectId ?? '' },
        },
        EditorStartCodec,
      ),
    autosave: (request, idempotencyKey) =>
      call(
        {
          method: 'POST',
          path: PERSONALISATION_PATHS.projects,
          params: {
            article_id: request.articleId,
            project_id: request.projectId ?? '',
            document: DesignDocumentFromString.encode(request.document),
          },
          idempotencyKey,
        },
        ProjectCodec,
      ),
    listUploads: () => call({ method: 'GET', path: PERSONALISATION_PATHS.uploads }, VisitorUploadsCodec),
    addToCart: (line, idempotencyKey) =>
      call(
        {
          method: 'POST',
          path: PERSONALISATION_PATHS.cartLines,
          params: {
            document: DesignDocumentFromString.encode(line.document),
            project_id: line.projectId ?? '',
            quantity: line.quantity,
          },
          idempotencyKey,
        },
        CartViewCodec,
      ),
    cartLine: (lineId) =>
      call({ method: 'GET', path: withLine(PERSONALISATION_PATHS.cartLine, lineId) }, PersonalisedLineToEditCodec),
    changeCartLine: (lineId, document, idempotencyKey) =>
      call(
        {
          method: 'PUT',
          path: withLine(PERSONALISATION_PATHS.cartLine, lineId),
          params: { document: DesignDocumentFromString.encode(document) },
          idempotencyKey,
        },
        CartViewCodec,
      ),
    listProjects: (sort) =>
      call({ method: 'GET', path: PERSONALISATION_PATHS.accountProjects, params: { sort } }, ProjectSummariesCodec),
    renameProject: (projectId, name) =>
      call(
        { method: 'PATCH', path: withId(PERSONALISATION_PATHS.accountProject, projectId), params: { name } },
        ProjectSummaryCodec,
      ),
    duplicateProject: (projectId, idempotencyKey) =>
      call(
        { method: 'POST', path: withId(PERSONALISATION_PATHS.accountProjectCopies, projectId), idempotencyKey },
        ProjectSummaryCodec,
      ),
    deleteProject: (projectId) =>
      call({ method: 'DELETE', path: withId(PERSONALISATION_PATHS.accountProject, projectId) }, NothingCodec).map(
        () => undefined,
      ),
  };
};
