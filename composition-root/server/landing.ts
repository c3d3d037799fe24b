import type { Container } from 'inversify';
import { applyLandingCookies } from '../../adapters/server/landing-cookies.ts';
import { landingCookies } from '../../core/storefront/marketing/landing-cookies.use-case.ts';
import { TOKENS } from '../tokens.ts';
import type { ServerConfig } from './config.ts';
import { AFFILIATES_TOKENS } from './modules/affiliates.module.ts';

/** The landing hook of page renders: marketing cookies and the affiliate hit, recorded in-process. */
export const landingCookiesOf = (root: Container, config: ServerConfig) => {
  const clock = root.get(TOKENS.clock);
  return applyLandingCookies({
    landing: landingCookies({ clock, ids: root.get(TOKENS.ids) }),
    recordAffiliateHit: root.get(AFFILIATES_TOKENS.recordHit),
    clock,
    publicUrl: config.publicUrl,
  });
};
