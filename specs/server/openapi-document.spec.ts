import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app.ts';

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema };
type Operation = {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** Every route the app registered, as `METHOD /path`, from Fastify's own route tree (HEAD apart: Fastify adds it). */
const registeredRoutes = (app: FastifyInstance) => {
  const stack: string[] = [];
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /^((?:[│ ] {3}|[├└]── )*)(\S+) \(([A-Z, ]+)\)$/.exec(line);
      if (!match) return [];
      const depth = match[1]!.length / 4;
      stack.length = depth;
      stack.push(match[2]!);
      const path = stack.join('');
      return match[3]!
        .split(', ')
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, path }));
    });
};

/** Fastify's `/:id` as OpenAPI writes it, `/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Routes that are not an API: the storefront's pages, crawler files, and the document itself. */
const NOT_AN_API = new Set(['*', '/robots.txt', '/sitemap.xml', '/shop-api/v1/openapi.json', '/dev/outbox']);

/** Downloads answer with the file itself (their refusals still in the error envelope), not a JSON envelope. */
const FILE_DOWNLOADS = new Set([
  '/shop-api/v1/accounts/data-export',
  '/shop-api/v1/accounts/orders/:publicId/invoice',
  '/shop-api/v1/tickets/:id/attachment',
  '/shop-api/v1/orders/:public_id/lines/:line_id/print_files/:surface_id',
  '/shop-api/v1/accounts/orders/:publicId/credit-note',
  '/shop-api/v1/back-office/commissions/csv',
  '/shop-api/v1/back-office/invoices/:number/pdf',
]);

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  let document: OpenApiDocument;
  let routes: { method: string; path: string }[];
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
    document = (await app.inject({ method: 'GET', url: '/shop-api/v1/openapi.json' })).json<OpenApiDocument>();
    // Built client files (served once `npm run build` has run) are files, not an API.
    routes = registeredRoutes(app).filter((route) => !NOT_AN_API.has(route.path) && !/\.\w+$/.test(route.path));
  });
  afterAll(() => app.close());

  it('documents every route the server registered', () => {
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter(({ method, path }) => !document.paths[openApiPath(path)]?.[method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  it("gives every Shop API route its answer's schema, inside the success envelope, and the error envelope", () => {
    const shopApi = routes.filter((route) => route.path.startsWith('/shop-api/v1/') && !FILE_DOWNLOADS.has(route.path));
    expect(shopApi.length).toBeGreaterThan(50);
    const undescribed = shopApi.filter(({ method, path }) => {
      const operation = document.paths[openApiPath(path)]![method.toLowerCase()]!;
      const success = Object.entries(operation.responses).find(([code]) => /^2\d\d$/.test(code))?.[1];
      const envelope = success?.content?.['application/json']?.schema.properties;
      const error = operation.responses['default']?.content?.['application/json']?.schema.properties;
      return envelope?.['success'] === undefined || envelope['data'] === undefined || error?.['error'] === undefined;
    });
    expect(undescribed).toEqual([]);
  });

  it("gives every Shop API route its path parameters', query's and form body's schemas, from their codecs", () => {
    const operation = (method: string, path: string) => document.paths[path]![method]!;
    for (const { method, path } of routes.filter((route) => route.path.startsWith('/shop-api/v1/'))) {
      const names = [...path.matchAll(/:(\w+)/g)].map((found) => found[1]);
      const inPath = (operation(method.toLowerCase(), openApiPath(path)).parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name);
      expect({ route: `${method} ${path}`, inPath }).toEqual({ route: `${method} ${path}`, inPath: names });
    }
    // A form body, field by field, as the request codec reads it.
    const addLine = operation('post', '/shop-api/v1/cart/lines').requestBody!.content[
      'application/x-www-form-urlencoded'
    ]!.schema;
    expect(addLine.properties).toMatchObject({
      article_id: { type: 'string', pattern: '^\\d+$' },
      quantity: { type: 'string' },
      design_id: {},
    });
    // The account forms beside Auth.js are routes like the rest: their form body from its codec.
    const signUp = operation('post', '/api/auth/signup').requestBody!.content['application/x-www-form-urlencoded']!;
    expect(Object.keys(signUp.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['email', 'password', 'firstName', 'lastName']),
    );
    // The payment provider's webhook is the one JSON body.
    const notification = operation('post', '/api/payments/notifications').requestBody!.content;
    expect(Object.keys(notification)).toEqual(['application/json']);
    // A query, parameter by parameter.
    const designs = operation('get', '/shop-api/v1/designs').parameters!.filter(
      (parameter) => parameter.in === 'query',
    );
    expect(designs.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['page', 'page_size', 'sort']));
    // An answer, down to its fields.
    const cart = operation('get', '/shop-api/v1/cart').responses['200']!.content!['application/json']!.schema;
    expect(cart.properties!['data']!.properties).toMatchObject({
      lines: { type: 'array' },
      item_count: { type: 'number' },
      total: { type: 'object' },
    });
  });
});
