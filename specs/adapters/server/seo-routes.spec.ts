import Fastify from 'fastify';
import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../adapters/server/error-envelope.ts';
import { seoRoutes } from '../../../adapters/server/product-server/seo.routes.ts';
import { apiRequestFailed } from '../../../core/domain/errors/error-situations.ts';

describe('sitemap.xml when the shop cannot list its content', () => {
  it('answers 503 with the error envelope, so a crawler comes back later', async () => {
    const app = Fastify();
    await app.register(
      seoRoutes({
        sitemap: { publishedContent: () => errAsync(apiRequestFailed('/catalogue')) },
        publicUrl: 'http://shop.example',
        sites: [],
      }),
    );
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      error: { code: ERROR_CODES.internal, message: 'Sitemap unavailable' },
    });
    await app.close();
  });
});
