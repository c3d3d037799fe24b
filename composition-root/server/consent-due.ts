import type { Container } from 'inversify';
import { needsConsentPrompt } from '../../core/domain/consent/consent.ts';
import { sessionConsent } from '../../core/domain/session/session.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import { getSession } from '../../core/shop/session/get-session.use-case.ts';
import { CURRENT_CONSENT_VERSION } from '../../core/storefront/session/consent-text.ts';
import { PRODUCT_SERVER_TOKENS } from './modules/product-server.module.ts';

/** Whether this visitor still owes an answer to the current consent text; asking is the answer when unsure. */
export const consentDueFor = (root: Container, sessionId: SessionId): Promise<boolean> =>
  getSession(root.get(PRODUCT_SERVER_TOKENS.sessions))(sessionId)
    .map((session) => needsConsentPrompt(sessionConsent(session), CURRENT_CONSENT_VERSION))
    .unwrapOr(true);
