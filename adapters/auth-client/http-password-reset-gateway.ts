import { authRuntimeError, authServerConfiguration } from '../../core/domain/errors/error-situations.ts';
import { formEncode, paramPairs } from '../shop-api-contract/form-encoding.ts';
import { VALIDATION_FAILED_CODE } from '../shop-api-contract/shop-api-envelope.ts';
import type { AuthFailure } from '../../core/storefront/auth/auth-client.port.ts';
import type {
  PasswordResetGateway,
  PasswordResetRefused,
} from '../../core/storefront/auth/password-reset-gateway.port.ts';
import type { HttpClient, HttpFailure } from '../http/http-client.ts';
import { AUTH_PATHS } from '../shop-api-contract/auth.codec.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { fieldProblemsFromWire } from '../shop-api-contract/form-field-names.ts';
import { ErrorEnvelope } from '../shop-api-contract/envelope.codec.ts';

const refusalOf = (failure: HttpFailure): AuthFailure | PasswordResetRefused => {
  if (failure.type !== 'HttpStatus') return authRuntimeError();
  if (failure.status === 429) return { type: 'TooManyAttempts' };
  if (failure.status >= 500) return authServerConfiguration();
  const error = decodeWith(ErrorEnvelope)(failure.body).map((body) => body.error);
  if (error.isOk() && error.value.code === VALIDATION_FAILED_CODE) {
    const fields = fieldProblemsFromWire(error.value.fields ?? [], {});
    const common = fields.some((field) => field.field === 'password' && field.problem === 'Common');
    return common ? { type: 'CommonPassword' } : { type: 'InvalidFields', fields };
  }
  // A reset link never issued, used or expired is no such link: 404 in the envelope.
  return failure.status === 404 && error.isOk() ? { type: 'ResetLinkInvalid' } : authRuntimeError();
};

/** POST signup, password-reset/request and /confirm, form-encoded like the rest of the auth calls. */
export const httpPasswordResetGateway = (http: HttpClient, origin = ''): PasswordResetGateway => {
  const post = (path: string, fields: Readonly<Record<string, string>>) =>
    http
      .send({
        method: 'POST',
        url: `${origin}${path}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: formEncode(paramPairs(fields)),
      })
      .map(() => undefined)
      .mapErr(refusalOf);
  return {
    signUp: (form) => post(AUTH_PATHS.signUp, form),
    request: (email) => post(AUTH_PATHS.passwordResetRequest, { email }),
    confirm: (token, password) => post(AUTH_PATHS.passwordResetConfirm, { token, password }),
  };
};
