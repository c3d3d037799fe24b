import { errAsync } from 'neverthrow';
import { apiRequestFailed } from '../core/domain/errors/error-situations.ts';
import { systemClock } from '../adapters/system/system-clock.ts';
import { emailChangeProblems, profileProblems } from '../core/storefront/accounts/self-service-forms.ts';
import { savedAddressProblems } from '../core/domain/customers/address-book.ts';
import type { CountryCode } from '../core/domain/site/country.ts';
import type { SelfServiceUseCases } from '../core/storefront/accounts/self-service.use-cases.ts';
import { token } from './tokens.ts';

export const SELF_SERVICE_USE_CASES = token<SelfServiceUseCases>('selfServiceUseCases');

const notWhileRendering = () => errAsync(apiRequestFailed('self-service'));

/** The server renders the accounts pages; every change is the browser's own request. */
export const renderOnlySelfServiceUseCases: SelfServiceUseCases = {
  openTicket: notWhileRendering,
  reply: notWhileRendering,
  resolve: notWhileRendering,
  profileProblems: (form) => profileProblems(form, systemClock),
  updateProfile: notWhileRendering,
  changePassword: notWhileRendering,
  deleteAccount: notWhileRendering,
  addressProblems: (form, countries) =>
    savedAddressProblems(form, { shippingCountries: countries as readonly CountryCode[] }),
  newAddressId: () => '',
  saveAddress: notWhileRendering,
  removeAddress: notWhileRendering,
  emailChangeProblems,
  requestEmailChange: notWhileRendering,
  confirmEmailChange: notWhileRendering,
};
