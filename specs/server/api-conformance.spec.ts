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
  format?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
};
type Parameter = { in: string; name: string; required?: boolean; schema: Schema };
type Answer = { content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> };
type Form = { schema: Schema; encoding?: Record<string, { contentType: string }> };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Form> };
  responses: Record<string, Answer>;
};

/** Cases per operation and caller: bounded, so the run stays well under a minute on CI. */
const RUNS = 2;

/** The seed of the run: fixed, so a breach found once is found again; CONFORMANCE_SEED tries another. */
const SEED = Number(process.env['CONFORMANCE_SEED'] ?? 7);

/** A text as the document formats it. */
const FORMATS: Record<string, fc.Arbitrary<string>> = {
  uri: fc.webUrl(),
  ipv4: fc.ipV4(),
  ipv6: fc.ipV6(),
};

const textOfSchema = (schema: Schema): fc.Arbitrary<string> => {
  const text = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern, 'u'))
    : schema.format && FORMATS[schema.format]
      ? FORMATS[schema.format]!
      : fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 20), unit: 'grapheme-ascii' });
  // A format and a pattern together: the format's texts that match the pattern too.
  const matched =
    schema.pattern && schema.format && FORMATS[schema.format]
      ? FORMATS[schema.format]!.filter((value) => new RegExp(schema.pattern!, 'u').test(value))
      : text;
  return schema.maxLength === undefined ? matched : matched.filter((value) => [...value].length <= schema.maxLength!);
};

/**
 * Values a schema documents as valid: as a form field or a query carries them (text) at the top, as JSON values
 * inside a field that is JSON text.
 */
const valueOf = (schema: Schema, json = false): fc.Arbitrary<unknown> => {
  if (schema.enum) return fc.constantFrom(...schema.enum.filter((value) => value !== null));
  if (schema.anyOf) {
    const members = schema.anyOf.filter((member) => member.enum?.[0] !== null);
    return fc.oneof(
      ...members.map((member) => valueOf({ ...(schema.type ? { type: schema.type } : {}), ...member }, json)),
    );
  }
  switch (schema.type) {
    case 'boolean':
      return json ? fc.boolean() : fc.constantFrom('true', 'false');
    case 'number':
    case 'integer': {
      const min = schema.minimum ?? 0;
      const number = fc.integer({ min, max: schema.maximum ?? Math.max(min, 1000) });
      return json ? number : number.map(String);
    }
    case 'object':
      return objectOf(schema, true);
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, json), { maxLength: 2 });
    default:
      return textOfSchema(schema);
  }
};

const objectOf = (schema: Schema, json = false) =>
  fc.record(
    Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, member]) => [name, valueOf(member, json)])),
    { requiredKeys: schema.required ?? [], noNullPrototype: true },
  );

/** A form, its fields as text: one member of a union of forms, or all the parts of one made of several. */
const formOf = (schema: Schema): fc.Arbitrary<Record<string, unknown>> => {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(formOf));
  if (!schema.allOf) return objectOf(schema);
  return fc
    .tuple(objectOf(schema), ...schema.allOf.map(formOf))
    .map((parts) => Object.assign({}, ...parts) as Record<string, unknown>);
};

/** The session every case runs under: the documented pattern, a well-formed id. */
const withSession = (values: Record<string, unknown>) =>
  'ext_session_id' in values ? { ...values, ext_session_id: EXT_SESSION_ID } : values;

/** A form field's text: a field the document encodes as JSON, as JSON. */
const textOf = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

const encoded = (values: Record<string, unknown>) =>
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
        ? formOf(operation.requestBody.content['application/x-www-form-urlencoded'].schema)
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
    const cases = fc.sample(caseOf(operation), { numRuns: RUNS, seed: SEED });
    const breaches: string[] = [];
    for (const sample of cases) {
      const path = template.replace(/\{(\w+)\}/g, (_all, name: string) =>
        encodeURIComponent(String((sample.path as Record<string, unknown>)[name])),
      );
      const query = encoded(withSession(sample.query as Record<string, unknown>));
      const response = await app.inject({
        method: method.toUpperCase() as 'GET',
        url: `${path}${query ? `?${query}` : ''}`,
        headers: {
          ...(sample.header as Record<string, string>),
          ...(cookie ? { cookie } : {}),
          ...(sample.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(sample.body ? { payload: encoded(withSession(sample.body as Record<string, unknown>)) } : {}),
      });
      const where = `${method.toUpperCase()} ${template} → ${response.statusCode} (${path})`;
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
      const media = Object.keys(documented.content ?? {});
      if (media.length === 0) continue;
      const type = String(response.headers['content-type']);
      if (!media.some((documentedType) => type.startsWith(documentedType))) {
        breaches.push(`${where}: content type ${type}, documented ${media.join(', ')}`);
        continue;
      }
      const json = documented.content?.['application/json'];
      if (json === undefined || !type.startsWith('application/json')) continue;
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
    expect(breaches).toEqual([]);
  });
});
