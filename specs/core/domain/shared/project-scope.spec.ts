import { describe } from 'vitest';
import { isProjectScope, PROJECT_SCOPES } from '../../../../core/domain/shared/project-scope.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';

describe('project scope (spec section 3)', () => {
  itIsAnEnumeration(PROJECT_SCOPES, isProjectScope, ['GROUP_APPLICATIONS', 'APPLICATION', 'PRIVATE']);
});
