import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type CookieJar } from '../support/auth-session.ts';
import { buildTestApp, EXT_SESSION_ID } from '../support/test-app.ts';

type Schema = {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  nullable?: boolean;
};
type Parameter = { in: string; name: string; required?: boolean; schema: Schema };
type Answer = { content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Answer>;
};

/**
 * Operations the run still finds breaching the document (issue 32, open): their codecs decode more strictly than the
 * document says (slugs, ids and texts checked by rule, not pattern), or they answer outside it (the sandbox's HTML
 * 404, a 204, Auth.js's own 400). The list must shrink as they are fixed: an operation that conforms fails the spec
 * until it leaves the list.
 */
const KNOWN_BREACHES = new Set([
  'GET /api/auth/{rest_of_path}',
  'GET /payments-sandbox/pay/{reference}',
  'GET /shop-api/v1/back-office/commissions',
  'GET /shop-api/v1/designs',
  'GET /shop-api/v1/designs/{id}',
  'GET /shop-api/v1/help-center/topics/{id}',
  'GET /shop-api/v1/landing-pages/{slug}',
  'GET /shop-api/v1/newsletter/confirm',
  'GET /shop-api/v1/offers',
  'GET /shop-api/v1/reviews',
  'GET /shop-api/v1/search-suggestions',
  'POST /api/auth/{rest_of_path}',
  'POST /api/event/page',
  'POST /api/session',
  'POST /payments-sandbox/pay/{reference}/{choice}',
  'POST /shop-api/v1/affiliates/hits',
  'POST /shop-api/v1/back-office/designs/{design_id}',
  'POST /shop-api/v1/back-office/orders/{public_id}/actions',
  'POST /shop-api/v1/cart/lines',
  'POST /shop-api/v1/newsletter/unsubscribe',
  'POST /shop-api/v1/personalisation/cart-lines',
  'POST /shop-api/v1/personalisation/projects',
  'POST /unsubscribe',
]);

/** Cases per operation and caller: bounded, so the run stays well under a minute on CI. */
const RUNS = 2;

/** Values a schema documents as valid, as the shop's forms and queries carry them (text). */
const valueOf = (schema: Schema): fc.Arbitrary<unknown> => {
  if (schema.enum) return fc.constantFrom(...schema.enum.filter((value) => value !== null));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.filter((member) => member.enum?.[0] !== null).map(valueOf));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern, 'u'));
  switch (schema.type) {
    case 'boolean':
      return fc.constantFrom('true', 'false');
    case 'number':
    case 'integer':
      return fc.nat(1000).map(String);
    case 'object':
      return objectOf(schema);
    case 'array':
      return fc.array(valueOf(schema.items ?? {}), { maxLength: 2 });
    default:
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 20), unit: 'grapheme-ascii' });
  }
};

const objectOf = (schema: Schema) =>
  fc.record(
    Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, member]) => [name, valueOf(member)])),
    { requiredKeys: schema.required ?? [], noNullPrototype: true },
  );

/** The session every case runs under: the documented pattern, a well-formed id. */
const withSession = (values: Record<string, unknown>) =>
  'ext_session_id' in values ? { ...values, ext_session_id: EXT_SESSION_ID } : values;

/** A form field's text: nested values as JSON, as no form of the shop has them. */
const textOf = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

const formOf = (values: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(values).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((item) => [name, textOf(item)]) : [[name, textOf(value)]],
    ),
  ).toString();

describe('the running shop conforms to its OpenAPI document', () => {
  let app: FastifyInstance;
  let paths: Record<string, Record<string, Operation>>;
  let customer: CookieJar;
  const ajv = new Ajv({ strict: false, allErrors: false });

  beforeAll(async () => {
    app = await buildTestApp();
    paths = (await app.inject({ method: 'GET', url: '/shop-api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>().paths;
    customer = await signedIn(app, 'ana@estampa.example', 'estampa-ana-2024');
  });
  afterAll(() => app.close());

  const caseOf = (operation: Operation) =>
    fc.record({
      path: objectOf(parametersIn(operation, 'path')),
      query: objectOf(parametersIn(operation, 'query')),
      header: objectOf(parametersIn(operation, 'header')),
      body: operation.requestBody?.content['application/x-www-form-urlencoded']
        ? objectOf(operation.requestBody.content['application/x-www-form-urlencoded'].schema)
        : fc.constant(undefined),
    });

  const parametersIn = (operation: Operation, where: string): Schema => {
    const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === where);
    return {
      type: 'object',
      properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
      required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    };
  };

  /** What is wrong with one answer, measured against the document; nothing when it conforms. */
  const breachesOf = async (template: string, method: string, operation: Operation, cookie: string) => {
    const cases = fc.sample(caseOf(operation), { numRuns: RUNS, seed: 7 });
    const breaches: string[] = [];
    for (const sample of cases) {
      const path = template.replace(/\{(\w+)\}/g, (_all, name: string) =>
        encodeURIComponent(String((sample.path as Record<string, unknown>)[name])),
      );
      const query = formOf(withSession(sample.query as Record<string, unknown>));
      const response = await app.inject({
        method: method.toUpperCase() as 'GET',
        url: `${path}${query ? `?${query}` : ''}`,
        headers: {
          ...(sample.header as Record<string, string>),
          ...(cookie ? { cookie } : {}),
          ...(sample.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(sample.body ? { payload: formOf(withSession(sample.body as Record<string, unknown>)) } : {}),
      });
      const where = `${method.toUpperCase()} ${template} → ${response.statusCode}`;
      const documented = operation.responses[String(response.statusCode)];
      if (documented === undefined) {
        breaches.push(`${where}: undocumented status ${response.body.slice(0, 200)}`);
        continue;
      }
      // A request the document calls valid is never refused as malformed.
      if (response.statusCode === 400) breaches.push(`${where}: a documented-valid request refused ${response.body}`);
      for (const header of Object.keys(documented.headers ?? {})) {
        if (response.headers[header] === undefined) breaches.push(`${where}: no ${header} header`);
      }
      const json = documented.content?.['application/json'];
      if (json === undefined) continue;
      if (!String(response.headers['content-type']).startsWith('application/json')) {
        breaches.push(`${where}: content type ${response.headers['content-type']}`);
        continue;
      }
      const validate = ajv.compile(json.schema);
      if (!validate(response.json())) {
        breaches.push(`${where}: ${ajv.errorsText(validate.errors)} in ${response.body.slice(0, 300)}`);
      }
    }
    return breaches;
  };

  const operations = () =>
    Object.entries(paths).flatMap(([template, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ template, method, operation })),
    );

  it('answers every operation as documented, anonymous and as the demo customer', async () => {
    const breaches: string[] = [];
    for (const cookie of ['', customer.header()]) {
      for (const { template, method, operation } of operations()) {
        breaches.push(...(await breachesOf(template, method, operation, cookie)));
      }
    }
    expect(operations().length).toBeGreaterThan(100);
    const operationOf = (breach: string) => breach.slice(0, breach.indexOf(' →'));
    expect(breaches.filter((breach) => !KNOWN_BREACHES.has(operationOf(breach)))).toEqual([]);
    expect(new Set(breaches.map(operationOf))).toEqual(KNOWN_BREACHES);
  });
});
