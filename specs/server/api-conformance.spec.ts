import { Ajv } from 'ajv';
import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import fc from 'fast-check';
import { isIP } from 'node:net';
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

/** Texts a documented-invalid case tries besides the valid values' near misses: blanks, signs, odd characters, a long run. */
const ODD_TEXTS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  'x',
  'X',
  'true',
  'null',
  '%',
  '/',
  '..',
  'a b',
  'ü',
  '💥',
  '<a>',
  'x'.repeat(300),
];

/** Near misses of a valid text: one character more, less or changed, another case, a blank or a letter outside ASCII. */
const nearMissesOf = (valid: string): string[] => [
  `${valid}x`,
  `x${valid}`,
  `${valid} `,
  `${valid}/`,
  `${valid}💥`,
  valid.slice(1),
  valid.slice(0, -1),
  valid.toUpperCase(),
  valid.toLowerCase(),
  valid.replace(/[A-Za-z0-9]/, 'ü'),
  valid.replace(/[^A-Za-z0-9]/, 'ü'),
  `${valid}${valid}`,
];

/** A search text the document refuses: blank, empty, past 100 characters or 8 words, a byte-order mark alone. */
const SEARCH_TEXTS = ['', '   ', 'a'.repeat(101), 'a b c d e f g h i', '\ufeff'];

/**
 * Documented-invalid values outside tools found accepted (issue 32: search texts, Auth.js's `callbackUrl`, `json` and
 * providers, affiliate-hit URLs), sent every run besides the seeded ones, on the base case `with` says: each one the
 * document calls invalid must be refused with a documented 4xx.
 */
const KNOWN_INVALID: readonly {
  readonly operation: string;
  readonly in: 'path' | 'query' | 'body';
  readonly name: string;
  readonly values: readonly string[];
  readonly with?: { readonly path: Record<string, string> };
}[] = [
  { operation: 'get /shop-api/v1/designs', in: 'query', name: 'query', values: SEARCH_TEXTS },
  { operation: 'get /shop-api/v1/search-suggestions', in: 'query', name: 'query', values: SEARCH_TEXTS },
  {
    operation: 'post /api/auth/{rest_of_path}',
    in: 'body',
    name: 'callbackUrl',
    values: [
      '//evil.example/next',
      '/\\evil.example',
      'https://evil.example?next=/',
      'http://[::1]/',
      'ftp://shop.example/',
    ],
    with: { path: { rest_of_path: 'signin/credentials' } },
  },
  {
    operation: 'post /api/auth/{rest_of_path}',
    in: 'body',
    name: 'json',
    values: ['false', 'TRUE', '1'],
    with: { path: { rest_of_path: 'signin/credentials' } },
  },
  {
    operation: 'post /api/auth/{rest_of_path}',
    in: 'path',
    name: 'rest_of_path',
    values: ['callback/email', 'providers', 'session', 'signin', 'signout/x'],
  },
  {
    operation: 'get /api/auth/{rest_of_path}',
    in: 'path',
    name: 'rest_of_path',
    values: ['callback', 'signin/nobody', 'session/x', 'providers/credentials'],
  },
  {
    operation: 'post /shop-api/v1/affiliates/hits',
    in: 'body',
    name: 'url',
    values: [
      'https://shop.example/t/ü?afcust=1',
      'https://shop.example/t/mugs?afcust=1|2',
      'https://shop.example:99999/',
      'https://999.1.1.1/',
      'http://shop .example/',
      'mailto:ana@shop.example',
      `https://shop.example/${'a'.repeat(2048)}`,
    ],
  },
];

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
  // A parameter's text as the document reads it: a number or a boolean from its text, formats as RFC 3986 and 4291 say.
  const parameterAjv = new Ajv({ strict: false, coerceTypes: true })
    .addFormat('ipv4', (value: string) => isIP(value) === 4)
    .addFormat('ipv6', (value: string) => isIP(value) === 6 && !value.includes('%'))
    .addFormat('uri', (value: string) => /^[A-Za-z][A-Za-z0-9+.-]*:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/.test(value));

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

  type Case = {
    path: Record<string, unknown>;
    query: Record<string, unknown>;
    header: Record<string, unknown>;
    body?: Record<string, unknown>;
  };

  /** One case sent as a client would send it, under `cookie` (none for a visitor). */
  const send = async (template: string, method: string, sample: Case, cookie: string) => {
    const path = template.replace(/\{(\w+)\}/g, (_all, name: string) => encodeURIComponent(String(sample.path[name])));
    const query = encoded(sample.query);
    const response = await app.inject({
      method: method.toUpperCase() as 'GET',
      url: `${path}${query ? `?${query}` : ''}`,
      headers: {
        ...(sample.header as Record<string, string>),
        ...(cookie ? { cookie } : {}),
        ...(sample.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(sample.body ? { payload: encoded(sample.body) } : {}),
    });
    return { response, where: `${method.toUpperCase()} ${template} → ${response.statusCode} (${path})` };
  };

  const sessionIn = (sample: Case): Case => ({
    ...sample,
    query: withSession(sample.query),
    ...(sample.body ? { body: withSession(sample.body) } : {}),
  });

  /** What is wrong with one answer's status, headers and body, measured against the document; nothing when it conforms. */
  const answerBreachesOf = (operation: Operation, response: Response, where: string): string[] => {
    // A server error is a failure even where documented (Schemathesis's not_a_server_error): no case here should cause one.
    if (response.statusCode >= 500) return [`${where}: a server error ${response.body.slice(0, 200)}`];
    const documented = operation.responses[String(response.statusCode)];
    if (documented === undefined) return [`${where}: undocumented status ${response.body.slice(0, 200)}`];
    const breaches = Object.keys(documented.headers ?? {})
      .filter((header) => response.headers[header] === undefined)
      .map((header) => `${where}: no ${header} header`);
    const media = Object.keys(documented.content ?? {});
    if (media.length === 0) return breaches;
    const type = String(response.headers['content-type']);
    if (!media.some((documentedType) => type.startsWith(documentedType))) {
      return [...breaches, `${where}: content type ${type}, documented ${media.join(', ')}`];
    }
    const json = documented.content?.['application/json'];
    if (json === undefined || !type.startsWith('application/json')) return breaches;
    const validate = ajv.compile(json.schema);
    return validate(response.json())
      ? breaches
      : [...breaches, `${where}: ${ajv.errorsText(validate.errors)} in ${response.body.slice(0, 300)}`];
  };

  const casesOf = (operation: Operation) => fc.sample(caseOf(operation), { numRuns: RUNS, seed: SEED }) as Case[];

  /** What is wrong with the answers to documented-valid requests: a 400 among them is one. */
  const breachesOf = async (template: string, method: string, operation: Operation, cookie: string) => {
    const breaches: string[] = [];
    for (const sample of casesOf(operation)) {
      const { response, where } = await send(template, method, sessionIn(sample), cookie);
      breaches.push(...answerBreachesOf(operation, response, where));
      // A request the document calls valid is never refused as malformed.
      if (response.statusCode === 400) breaches.push(`${where}: a documented-valid request refused ${response.body}`);
    }
    return breaches;
  };

  type Slot = { in: 'path' | 'query' | 'header' | 'body'; name: string; schema: Schema; required: boolean };

  /** Every value a client sets one by one: parameters, and the fields of a form (a JSON-text field apart). */
  const slotsOf = (operation: Operation): Slot[] => {
    const form = operation.requestBody?.content['application/x-www-form-urlencoded'];
    const fields = [form?.schema, ...(form?.schema.allOf ?? [])].flatMap((schema) =>
      Object.entries(schema?.properties ?? {})
        .filter(([name]) => form?.encoding?.[name] === undefined)
        .map(([name, field]): Slot => ({
          in: 'body',
          name,
          schema: field,
          required: !!schema?.required?.includes(name),
        })),
    );
    const parameters = (operation.parameters ?? [])
      .filter((parameter) => ['path', 'query', 'header'].includes(parameter.in))
      .map(
        (parameter) =>
          ({
            in: parameter.in,
            name: parameter.name,
            schema: parameter.schema,
            required: !!parameter.required,
          }) as Slot,
      );
    return [...parameters, ...fields].filter((slot) => slot.schema.type !== 'array' && slot.schema.type !== 'object');
  };

  /** The texts of `texts` the document calls invalid for the slot, read as its text is read (a number, a boolean…). */
  const documentedInvalid = (slot: Slot, texts: readonly string[]): string[] => {
    const isValid = parameterAjv.compile({ type: 'object', properties: { value: slot.schema } });
    return [...new Set(texts)].filter((text) => !isValid({ value: text }));
  };

  /** Texts the document calls invalid for the slot: odd texts, near misses of valid ones, another operation's valid values. */
  const invalidTextsOf = (slot: Slot, valid: readonly string[], elsewhere: readonly string[]): string[] => {
    const long =
      slot.schema.maxLength === undefined ? [] : [`${valid[0] ?? ''}${'a'.repeat(slot.schema.maxLength + 1)}`];
    return documentedInvalid(slot, [...ODD_TEXTS, ...long, ...valid.flatMap(nearMissesOf), ...elsewhere]);
  };

  /** The valid texts of every slot by name, across the document: a value valid for one operation may not be for another. */
  const validTextsByName = () => {
    const byName = new Map<string, Set<string>>();
    for (const { operation } of operations()) {
      for (const sample of casesOf(operation)) {
        for (const slot of slotsOf(operation)) {
          const value = (sample[slot.in] as Record<string, unknown> | undefined)?.[slot.name];
          if (value === undefined) continue;
          byName.set(slot.name, (byName.get(slot.name) ?? new Set()).add(textOf(value)));
        }
      }
    }
    return byName;
  };

  /**
   * What is wrong with the answers to requests the document calls invalid, one slot at a time (as Schemathesis's
   * negative-data check sends them): each must be refused with a documented 4xx in the error envelope.
   */
  const negativeBreachesOf = async (
    template: string,
    method: string,
    operation: Operation,
    cookie: string,
    validByName: Map<string, Set<string>>,
  ) => {
    const breaches: string[] = [];
    const [seeded] = casesOf(operation).map(sessionIn);
    /** The base case with the slot's `text`, or without the slot when there is none. */
    const sendInvalid = async (slot: Slot, text: string | undefined, base: Case) => {
      const sample =
        text === undefined ? base : { ...base, [slot.in]: { ...(base[slot.in] as object), [slot.name]: text } };
      const { response, where } = await send(template, method, sample, cookie);
      const named =
        text === undefined
          ? `${where} without ${slot.in} ${slot.name}`
          : `${where} with ${slot.in} ${slot.name}=${JSON.stringify(text).slice(0, 60)}`;
      if (response.statusCode < 400 || response.statusCode > 499) {
        return [`${named}: a documented-invalid request answered ${response.body.slice(0, 200)}`];
      }
      return answerBreachesOf(operation, response, named);
    };
    for (const [index, slot] of slotsOf(operation).entries()) {
      const given = (seeded![slot.in] as Record<string, unknown> | undefined)?.[slot.name];
      const invalid = invalidTextsOf(slot, given === undefined ? [] : [textOf(given)], [
        ...(validByName.get(slot.name) ?? []),
      ]);
      if (invalid.length > 0) {
        const [text] = fc.sample(fc.constantFrom(...invalid), { numRuns: 1, seed: SEED + index });
        breaches.push(...(await sendInvalid(slot, text!, seeded!)));
      }
      // A required query, header or form value left out is as invalid (a path cannot leave one out).
      if (slot.required && slot.in !== 'path') {
        const without = Object.fromEntries(
          Object.entries(seeded![slot.in] as Record<string, unknown>).filter(([name]) => name !== slot.name),
        );
        breaches.push(...(await sendInvalid(slot, undefined, { ...seeded!, [slot.in]: without })));
      }
      for (const known of knownInvalidFor(`${method} ${template}`, slot)) {
        const base = { ...seeded!, path: { ...seeded!.path, ...known.with?.path } };
        for (const text of known.values) breaches.push(...(await sendInvalid(slot, text, base)));
      }
    }
    return breaches;
  };

  /** The known documented-invalid values of one slot, each the document calls invalid. */
  const knownInvalidFor = (operation: string, slot: Slot) =>
    KNOWN_INVALID.filter(
      (known) => known.operation === operation && known.in === slot.in && known.name === slot.name,
    ).map((known) => ({ ...known, values: documentedInvalid(slot, known.values) }));

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

  it('answers a method the document does not give a path 405, its Allow naming the documented ones', async () => {
    const breaches: string[] = [];
    for (const [template, byMethod] of Object.entries(paths)) {
      const documented = Object.keys(byMethod).map((method) => method.toUpperCase());
      const other = ['DELETE', 'PATCH', 'PUT', 'POST', 'GET'].find((method) => !documented.includes(method))!;
      // The path and query of a documented case, without its body: the method alone is wrong.
      const [{ path, query, header }] = casesOf(byMethod[documented[0]!.toLowerCase()]!).map(sessionIn) as [Case];
      const { response, where } = await send(template, other, { path, query, header }, '');
      const allow = (response.headers['allow'] as string | undefined)?.split(', ') ?? [];
      const expected = documented.includes('GET') ? [...documented, 'HEAD'] : documented;
      if (response.statusCode !== 405 || allow.sort().join() !== expected.sort().join()) {
        breaches.push(
          `${where}: Allow ${allow.join(', ')}, documented ${expected.join(', ')} ${response.body.slice(0, 100)}`,
        );
      }
    }
    expect(breaches).toEqual([]);
  });

  it('refuses every documented-invalid value with a documented 4xx in the envelope, anonymous and signed in', async () => {
    // Each known parameter is in the document, and the document calls at least one of its known values invalid.
    for (const known of KNOWN_INVALID) {
      const [method, template] = known.operation.split(' ') as [string, string];
      const slot = slotsOf(paths[template]![method]!).find((one) => one.in === known.in && one.name === known.name);
      expect(slot, known.operation).toBeDefined();
      expect(
        knownInvalidFor(known.operation, slot!)[0]?.values.length,
        `${known.operation} ${known.name}`,
      ).toBeGreaterThan(0);
    }
    const validByName = validTextsByName();
    const breaches: string[] = [];
    for (const cookie of ['', customer.header()]) {
      for (const { template, method, operation } of operations()) {
        breaches.push(...(await negativeBreachesOf(template, method, operation, cookie, validByName)));
      }
    }
    expect(breaches).toEqual([]);
  });
});
