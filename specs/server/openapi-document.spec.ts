import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app.ts';

type Schema = {
  type?: string;
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
};
type Operation = {
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; servers?: { url: string }[] };

/** Redocly's verdict on the document under its recommended rules, as JSON. */
const redoclyProblems = async (document: OpenApiDocument) => {
  const folder = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
  const file = path.join(folder, 'openapi.json');
  await writeFile(file, JSON.stringify(document));
  const redocly = fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js'));
  const args = [redocly, 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '1000', file];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // Redocly exits 1 when it finds errors; its report is on stdout either way.
  const { stdout } = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 }).catch(
    (failure: { stdout: string }) => failure,
  );
  await rm(folder, { recursive: true });
  const report = JSON.parse(stdout) as {
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
  };
  return report.problems;
};

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
const NOT_AN_API = new Set([
  '*',
  '/robots.txt',
  '/sitemap.xml',
  '/shop-api/v1/openapi.json',
  '/dev/outbox',
  '/dev/outbox/:id',
]);

/** Downloads answer with the file itself (their refusals still in the error envelope), not a JSON envelope. */
const FILE_DOWNLOADS = new Set([
  '/shop-api/v1/accounts/orders/:publicId/invoice',
  '/shop-api/v1/accounts/orders/:publicId/credit-note',
  '/shop-api/v1/orders/:public_id/invoice',
]);

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  let document: OpenApiDocument;
  let routes: { method: string; path: string }[];
  beforeAll(async () => {
    // The document's server is PUBLIC_URL; a real origin, as production has (Redocly warns on localhost).
    app = await buildTestApp({ PUBLIC_URL: 'https://tienda.estampa.es' });
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

  it("passes Redocly's recommended rules: no error, no warning but an accepted ambiguity and redirect", async () => {
    const problems = await redoclyProblems(document);
    const where = (problem: (typeof problems)[number]) => problem.location[0]?.pointer ?? '';
    expect(problems.map(({ ruleId, severity, message }) => ({ ruleId, severity, message }))).toEqual([
      // Fastify routes `/reviews/orders/…` by its fixed segment first, so the two never meet (docs/decisions/shop-api.md).
      {
        ruleId: 'no-ambiguous-paths',
        severity: 'warn',
        message: expect.stringMatching(/reviews\/orders\/\{public_id\}.*reviews\/\{id\}\/publish/),
      },
      // The sandbox's approve/decline form answers 303 See Other, as a hosted payment page does: it has no 2XX.
      { ruleId: 'operation-2xx-response', severity: 'warn', message: expect.any(String) },
    ]);
    expect(where(problems[1]!)).toMatch(/payments-sandbox~1pay~1\{reference\}~1\{choice\}\/post/);
    expect(document.servers).toEqual([expect.objectContaining({ url: 'https://tienda.estampa.es' })]);
  });

  it('states what each Shop API operation requires: ext_session_id with its pattern, the Idempotency-Key, the ids', () => {
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/shop-api/v1/'))
      .flatMap(([, operations]) => Object.entries(operations));
    const withoutSession = operations.filter(([, operation]) => {
      const inQuery = operation.parameters?.find((parameter) => parameter.name === 'ext_session_id');
      const form = operation.requestBody?.content['application/x-www-form-urlencoded']?.schema;
      const session = inQuery?.required
        ? inQuery.schema
        : form?.required?.includes('ext_session_id')
          ? form.properties?.['ext_session_id']
          : undefined;
      return session?.pattern !== '^[A-Za-z0-9]{16,128}$';
    });
    expect(withoutSession.map(([, operation]) => operation.operationId)).toEqual([]);
    const placeOrder = document.paths['/shop-api/v1/orders']!['post']!;
    expect(placeOrder.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
    );
    const article = document.paths['/shop-api/v1/articles/{id}']!['get']!.parameters!.find((p) => p.name === 'id')!;
    expect(new RegExp(article.schema.pattern!).test('19999')).toBe(true);
    expect(new RegExp(article.schema.pattern!).test('20000')).toBe(false);
    const ticket = document.paths['/shop-api/v1/tickets/{id}']!['get']!.parameters!.find((p) => p.name === 'id')!;
    expect(ticket.schema.pattern).toBe('^\\d{1,20}$');
    const operationIds = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(new Set(operationIds).size).toBe(operationIds.length);
    expect(operationIds).not.toContain(undefined);
  });

  it('lists the refusals each operation can give, from its error mapping, rate limit and idempotency', () => {
    const statuses = (path: string, method: string) => Object.keys(document.paths[path]![method]!.responses);
    expect(statuses('/shop-api/v1/orders', 'post')).toEqual(
      expect.arrayContaining(['201', '400', '403', '404', '409', '413', '415', '422', '503']),
    );
    expect(statuses('/shop-api/v1/tracking', 'get')).toEqual(expect.arrayContaining(['200', '400', '429']));
    const tooMany = document.paths['/shop-api/v1/tracking']!['get']!.responses['429'] as {
      headers?: Record<string, unknown>;
    };
    expect(Object.keys(tooMany.headers ?? {})).toEqual(['retry-after']);
  });

  it("gives every Shop API route its answer's schema, inside the success envelope, and the error envelope", () => {
    const shopApi = routes.filter((route) => route.path.startsWith('/shop-api/v1/') && !FILE_DOWNLOADS.has(route.path));
    expect(shopApi.length).toBeGreaterThan(50);
    const undescribed = shopApi.filter(({ method, path }) => {
      const operation = document.paths[openApiPath(path)]![method.toLowerCase()]!;
      const success = Object.entries(operation.responses).find(([code]) => /^2\d\d$/.test(code))?.[1];
      const envelope = success?.content?.['application/json']?.schema.properties;
      const error = operation.responses['400']?.content?.['application/json']?.schema.properties;
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
      article_id: { type: 'string', pattern: expect.stringMatching(/^\^/) },
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
