import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { ProjectRepository } from './project-repository.port.ts';
import type { VisitorUploads } from './visitor-uploads.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** A guest who signs in keeps their work: the session's projects and uploads become the customer's. */
export const adoptGuestWork =
  (deps: { readonly projects: ProjectRepository; readonly uploads: VisitorUploads }) =>
  (sessionId: SessionId, customerId: CustomerId): ResultAsync<void, RepositoryFailure> =>
    deps.uploads
      .adoptGuestUploads(sessionId, customerId)
      .andThen(() => deps.projects.adoptGuestProjects(sessionId, customerId))
      .map(() => undefined);
