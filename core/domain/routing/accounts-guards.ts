import { err, ok } from 'neverthrow';
import { checkAccess, type AccessCheck } from '../customers/access-checks.ts';
import { pageNotFound } from '../errors/error-situations.ts';
import { CONTINUE, type Guard } from './guard.ts';
import { loginRedirect, redirectTo, requestedPathname } from './redirects.ts';

/**
 * The guard of one accounts permission check. Administrator pages answer 404 to everyone else so
 * they do not reveal that they exist; the other refusals go to the accounts home with a notice.
 */
export const accessGuard =
  (check: AccessCheck): Guard =>
  (match, { customer }) => {
    if (customer === null) return loginRedirect(match);
    return checkAccess(check, customer).match(
      () => ok(CONTINUE),
      (refusal) =>
        refusal.type === 'NotAdministrator'
          ? err(pageNotFound(requestedPathname(match)))
          : redirectTo(match, 'accounts-home', { reason: 'access-refused' }),
    );
  };
