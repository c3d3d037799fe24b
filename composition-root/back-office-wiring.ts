import { errAsync } from 'neverthrow';
import { apiRequestFailed } from '../core/domain/errors/error-situations.ts';
import type { BackOfficeUseCases } from '../core/storefront/back-office/back-office.use-cases.ts';
import { token } from './tokens.ts';

export const BACK_OFFICE_USE_CASES = token<BackOfficeUseCases>('backOfficeUseCases');

const notWhileRendering = () => errAsync(apiRequestFailed('back-office'));

/** The server renders the desks; every action is the browser's own request. */
export const renderOnlyBackOfficeUseCases: BackOfficeUseCases = {
  act: notWhileRendering,
  answer: notWhileRendering,
  setTicketStatus: notWhileRendering,
  changeSiteConfig: notWhileRendering,
  editDesign: notWhileRendering,
  setDesignPublished: notWhileRendering,
  judgeReview: notWhileRendering,
  markPaid: notWhileRendering,
  setCommissionRate: notWhileRendering,
};
