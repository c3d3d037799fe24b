import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import type { AddPersonalisedLineError } from '../../../core/shop/personalisation/add-personalised-line.use-case.ts';
import type { EditPersonalisedLineError } from '../../../core/shop/personalisation/edit-personalised-line.use-case.ts';
import { designProblemField } from '../../shop-api-contract/personalisation.codec.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { invalidFieldsAnswer } from '../field-problem-errors.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';
import { cartErrorAnswer } from './carts-errors.ts';

/** A refusal the editor words: a 5004 on the field it is about, its key as the message. */
const refused = (field: string, key: string, message: string): HttpAnswer =>
  invalidFieldsAnswer([{ field, problem: key }], {}, message);

type AnsweredError = AddPersonalisedLineError | EditPersonalisedLineError;

/** The one mapping from personalisation's errors (and the cart's, when adding or changing a line) to HTTP answers. */
export const personalisationErrorAnswer = errorMapping<AnsweredError>(
  [401, 404, 422, 503, ...cartErrorAnswer.statuses],
  (request: FastifyRequest, error: AnsweredError): HttpAnswer => {
    switch (error.type) {
      case 'DesignDocumentInvalid':
        return invalidFieldsAnswer(error.problems.map(designProblemField), {}, 'The design is not valid');
      case 'ForeignUpload':
        return refused('document', error.type, 'The design uses an image that was not uploaded by this visitor');
      case 'DocumentTooLarge':
        return refused('document', error.type, `The design is larger than ${error.maxBytes} bytes`);
      case 'NothingToPrint':
        return refused('document', error.type, 'The design is empty');
      case 'TooManyProjects':
        return refused('project_id', error.type, `At most ${error.max} designs are kept`);
      case 'InvalidProjectName':
        return refused('name', error.type, `The name must have 1 to ${error.maxLength} characters`);
      case 'RenderFailure':
        request.log.warn({ cause: error.cause }, 'design preview could not be drawn');
        return refused('document', 'PreviewFailed', 'The design could not be drawn');
      case 'ArticleNotPersonalisable':
        return errorAnswer(404, ERROR_CODES.notFound, `Article ${error.articleId} cannot be personalised`);
      case 'ProjectNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such design');
      case 'SignInRequired':
        return errorAnswer(401, ERROR_CODES.unauthorized, 'Sign in to see your designs');
      case 'BlobStoreFailure':
        request.log.error({ cause: error.cause }, 'design storage failed');
        return errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
      case 'RepositoryFailure':
      case 'CurrencyMismatch':
      case 'InvalidQuantity':
      case 'ArticleNotSold':
      case 'DesignNotAvailable':
      case 'CartFull':
      case 'CartLineNotFound':
        return cartErrorAnswer(request, error);
      default:
        return error satisfies never;
    }
  },
);
