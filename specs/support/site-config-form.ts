import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { formBody, type CookieJar } from './auth-session.ts';
import { EXT_SESSION_ID } from './test-app.ts';

/** The whole form of WPX-ES as it stands in the demo data, to change one field at a time. */
export const WPX_ES_FORM = {
  store: 'WPX-ES',
  currency: 'EUR',
  lang: 'es',
  brand_name: 'Estampa',
  default_country_a2: 'ES',
  prices_with_decimals: 'true',
  is_login_required_to_access: 'false',
  analytics_id: '',
  push_notifications_id: '',
};

/** Saves WPX-ES's config as the administrator through the back office, with `fields` changed; each save its own key. */
export const siteConfigSaver = (app: FastifyInstance, administrator: CookieJar, keyPrefix: string) => {
  let keys = 0;
  return async (fields: Record<string, string>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/shop-api/v1/back-office/config',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': `${keyPrefix}-${(keys += 1)}`,
        cookie: administrator.header(),
      },
      payload: formBody({ ext_session_id: EXT_SESSION_ID, ...WPX_ES_FORM, ...fields }),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
};
