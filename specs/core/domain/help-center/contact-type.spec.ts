import { describe } from 'vitest';
import { CONTACT_TYPES, isContactType } from '../../../../core/domain/help-center/contact-type.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';

describe('contact types (spec section 3)', () => {
  itIsAnEnumeration(CONTACT_TYPES, isContactType, ['helpCenter', 'formContact', 'formContactRequestBudget', 'chat']);
});
