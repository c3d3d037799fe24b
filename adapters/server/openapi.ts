import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorEnvelope } from '../shop-api-contract/envelope.codec.ts';
import { ExtSessionIdCodec } from '../shop-api-contract/ext-session.codec.ts';
import { IdempotencyKeyCodec } from '../shop-api-contract/form-fields.codec.ts';
import { JSON_TEXT, jsonSchemaOf, type JsonSchema } from '../shop-api-contract/json-schema.ts';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency.ts';
import { isRateLimit } from './rate-limit.ts';
import { contractOf, type RouteContract } from './route.ts';
import { PLAIN_SESSION_COOKIE } from './storefront-session-cookie.ts';

type OpenApiDocument = {
  readonly paths?: Record<string, unknown>;
  readonly tags?: readonly { readonly name: string }[];
  readonly components?: { readonly schemas?: Record<string, unknown> };
};

export type OpenApiOptions = {
  readonly shopApiBasePath: string;
  readonly title: string;
  readonly version: string;
  /** The shop's public origin (PUBLIC_URL), the document's one server. */
  readonly publicUrl: string;
};

const SHOP_API_DOCUMENT = 'shopApiOpenApiDocument';
const ROOT_DOCUMENT = 'rootOpenApiDocument';

/** The name OpenAPI gives a catch-all's rest of the path (`/api/auth/*`): a parameter named `*` is not one. */
const REST_OF_PATH = 'rest_of_path';

/** Why each status is answered; the body is always the error envelope. */
const REFUSALS: Record<number, string> = {
  400: 'The request is malformed: a parameter, header or body that does not decode',
  401: 'Sign-in required',
  403: 'Not allowed: a cross-site write, or an account that may not do this',
  404: 'No such thing, or not yours',
  409: 'The state does not allow it (or the Idempotency-Key was used for another request)',
  413: 'The body is too large',
  414: 'A path parameter is too long',
  415: 'The body is not in a media type the route reads',
  422: 'A field is not valid; `fields` says which and why',
  429: 'Too many requests: wait Retry-After seconds',
  500: 'Internal server error',
  503: 'The service is unavailable for a moment: try again shortly',
};

const ERROR_ENVELOPE = jsonSchemaOf(ErrorEnvelope);

/** A skip the caller need not hear of (no consent, a crawler): answered with no body. */
const NOTHING_KEPT = { description: 'Not kept, and nothing to tell: no body', type: 'null' };

/** The error answers a route gives, each in the error envelope (a 429 says when to try again). */
const refusalsOf = (statuses: ReadonlySet<number>): Record<number, JsonSchema> =>
  Object.fromEntries(
    [...statuses].sort().map((status) => [
      status,
      status === 204
        ? NOTHING_KEPT
        : {
            description: REFUSALS[status] ?? 'Refused',
            ...ERROR_ENVELOPE,
            ...(status === 429
              ? { headers: { 'retry-after': { type: 'integer', description: 'Seconds to wait' } } }
              : {}),
          },
    ]),
  );

/** `GET /shop-api/v1/orders/:public_id` as `getShopApiV1OrdersByPublicId`: unique, since method and path are. */
export const operationIdOf = (method: string, url: string): string => {
  const words = url
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter((word) => word !== '');
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
};

type SwaggerRoute = { readonly method: string | readonly string[]; readonly preHandler?: unknown; handler?: unknown };

const hooksOf = (hooks: unknown): readonly unknown[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);

const withRequired = (schema: JsonSchema | undefined, name: string, property: JsonSchema): JsonSchema => ({
  type: 'object',
  ...schema,
  properties: { ...(schema?.['properties'] as JsonSchema | undefined), [name]: property },
  required: [...new Set([...((schema?.['required'] as string[] | undefined) ?? []), name])],
});

/**
 * The parameters, headers, bodies and answers of a route made with `route`, written from the codecs that decode its
 * request and encode its answer and from its declared error mapping. They are added to the document only: Fastify
 * neither validates nor serialises with them (io-ts does both at the edge).
 */
const withContract = (
  schema: Record<string, unknown>,
  contract: RouteContract,
  where: { readonly shopApi: boolean; readonly method: string; readonly rateLimited: boolean },
): Record<string, unknown> => {
  const { querystring, params, body } = contract.request;
  const safe = where.method === 'GET' || where.method === 'HEAD';
  // The Shop API reads ext_session_id from the query of a GET, from the form body of any other call that has one.
  const sessionInBody = where.shopApi && !safe && body !== undefined;
  const sessionInQuery = where.shopApi && !sessionInBody;
  const session = jsonSchemaOf(ExtSessionIdCodec);
  const query = querystring ? jsonSchemaOf(querystring) : undefined;
  // A GET carries no body: a route read by GET and POST alike reads its form on POST only.
  const form = body && !safe ? jsonSchemaOf(body) : undefined;
  const statuses = new Set([400, ...contract.errorStatuses]);
  if (where.shopApi && !safe) statuses.add(403);
  if (form) [413, 415].forEach((status) => statuses.add(status));
  if (params) statuses.add(414);
  if (where.rateLimited) [429, 503].forEach((status) => statuses.add(status));
  if (contract.idempotencyKey) [409, 503].forEach((status) => statuses.add(status));
  const success =
    contract.answer === undefined
      ? ((schema['response'] as Record<string, unknown> | undefined) ?? {
          200: { description: 'The file, in its own media type' },
        })
      : {
          [contract.status]:
            contract.status === 204
              ? { description: 'Done: no body', type: 'null' }
              : {
                  description: 'The data, in the success envelope',
                  type: 'object',
                  properties: { success: { type: 'boolean', enum: [true] }, data: jsonSchemaOf(contract.answer) },
                  required: ['success', 'data'],
                },
        };
  return {
    ...schema,
    ...(query || sessionInQuery
      ? { querystring: sessionInQuery ? withRequired(query, 'ext_session_id', session) : query }
      : {}),
    ...(params ? { params: jsonSchemaOf(params) } : {}),
    ...(contract.idempotencyKey
      ? {
          headers: {
            type: 'object',
            properties: { [IDEMPOTENCY_KEY_HEADER]: jsonSchemaOf(IdempotencyKeyCodec) },
            ...(contract.idempotencyKey === 'required' ? { required: [IDEMPOTENCY_KEY_HEADER] } : {}),
          },
        }
      : {}),
    // Shop API bodies are forms; a route whose body is JSON (the payment provider's webhook) says so in its schema.
    ...(form
      ? {
          body: sessionInBody ? withRequired(form, 'ext_session_id', session) : form,
          consumes: schema['consumes'] ?? ['application/x-www-form-urlencoded'],
        }
      : {}),
    response: { ...success, ...refusalsOf(statuses) },
  };
};

const swaggerOptions = (options: OpenApiOptions, decorator: string) => ({
  decorator,
  openapi: {
    openapi: '3.0.3',
    info: {
      title: options.title,
      version: options.version,
      license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      description:
        `The Shop API under ${options.shopApiBasePath} (GET takes a query string, other methods form-encoded bodies; ` +
        'every call carries ext_session_id) and the product-server endpoints at the site root. Every refusal is ' +
        'answered in the error envelope.',
    },
    servers: [{ url: options.publicUrl, description: 'This shop' }],
    components: {
      securitySchemes: {
        customerSession: {
          type: 'apiKey' as const,
          in: 'cookie' as const,
          name: 'authjs.session-token',
          description: "A signed-in customer's Auth.js session (`__Secure-authjs.session-token` over HTTPS)",
        },
        storefrontSession: {
          type: 'apiKey' as const,
          in: 'cookie' as const,
          name: PLAIN_SESSION_COOKIE.name,
          description: "The storefront session, set by the shop's pages (`__Host-sid`, Secure, over HTTPS)",
        },
      },
    },
    // Every operation answers a guest; signed in, it answers as the customer (a route that needs one answers 401).
    security: [{}, { customerSession: [] }, { storefrontSession: [] }],
  },
  // The storefront's catch-all page route is not an API; a route made with `route` is described by its contract.
  transform: ({ schema, url, route }: { schema: unknown; url: string; route: SwaggerRoute }) => {
    if (url === '/*') return { schema: { hide: true }, url };
    const method = [route.method].flat()[0]!;
    const named = url.endsWith('/*') ? `${url.slice(0, -1)}:${REST_OF_PATH}` : url;
    const given: Record<string, unknown> = { ...(schema as object), operationId: operationIdOf(method, named) };
    const contract = contractOf(route.handler);
    // The rest of the path as the route's codec states it (Fastify names it `*`), or any text.
    const star = contract?.request.params ? jsonSchemaOf(contract.request.params)['properties'] : undefined;
    const restOfPathSchema = (star as Record<string, JsonSchema> | undefined)?.['*'] ?? { type: 'string' };
    const restOfPath = named === url ? {} : { params: withRequired(undefined, REST_OF_PATH, restOfPathSchema) };
    if (contract === undefined) {
      // Not made with `route`: its own success, and the edge's refusal of hostile input, in the envelope.
      const response = { 200: { description: 'The answer' }, ...(given['response'] as object | undefined) };
      return {
        schema: { ...given, ...restOfPath, response: { ...response, ...refusalsOf(new Set([400])) } },
        url: named,
      };
    }
    const where = {
      shopApi: url.startsWith(`${options.shopApiBasePath}/`),
      method,
      rateLimited: hooksOf(route.preHandler).some(isRateLimit),
    };
    return { schema: { ...withContract(given, contract, where), ...restOfPath }, url: named };
  },
});

type FormMedia = { schema?: { properties?: Record<string, JsonSchema> }; encoding?: Record<string, JsonSchema> };
type PathItems = Record<string, Record<string, { requestBody?: { content?: Record<string, FormMedia> } }>>;

/** A form field whose text is JSON (see `jsonText`) says so in its form's `encoding`, as OpenAPI 3.0 writes it. */
const withJsonTextEncodings = (paths: PathItems): PathItems => {
  for (const operation of Object.values(paths).flatMap((item) => Object.values(item))) {
    const form = operation.requestBody?.content?.['application/x-www-form-urlencoded'];
    const fields = Object.entries(form?.schema?.properties ?? {}).filter(([, schema]) => schema[JSON_TEXT]);
    if (form && fields.length > 0) {
      form.encoding = Object.fromEntries(fields.map(([name]) => [name, { contentType: 'application/json' }]));
    }
  }
  return paths;
};

const merged = (shopApi: OpenApiDocument, root: OpenApiDocument) => ({
  ...shopApi,
  paths: withJsonTextEncodings({ ...shopApi.paths, ...root.paths } as PathItems),
  tags: [
    ...(shopApi.tags ?? []),
    ...(root.tags ?? []).filter((tag) => !shopApi.tags?.some((t) => t.name === tag.name)),
  ],
  components: {
    ...shopApi.components,
    schemas: { ...shopApi.components?.schemas, ...root.components?.schemas },
  },
});

/**
 * The OpenAPI document, generated by @fastify/swagger from the routes as registered. Swagger only sees routes
 * registered after it in its own context, so it runs twice: `shopApiCollector` must be the first plugin inside
 * the Shop API context and `rootCollector` the first root plugin; `GET {base}/openapi.json` merges the two.
 */
export const openApiDocs = (options: OpenApiOptions) => {
  let shopApiDocument: () => OpenApiDocument = () => ({});
  const shopApiCollector = fp(
    async (app: FastifyInstance) => {
      await app.register(swagger, swaggerOptions(options, SHOP_API_DOCUMENT));
      shopApiDocument = () => app.getDecorator<() => OpenApiDocument>(SHOP_API_DOCUMENT)();
    },
    { name: 'estampa-openapi-shop-api' },
  );
  const rootCollector = fp(
    async (app: FastifyInstance) => {
      await app.register(swagger, swaggerOptions(options, ROOT_DOCUMENT));
      app.get(`${options.shopApiBasePath}/openapi.json`, { schema: { hide: true } }, async (_request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .send(merged(shopApiDocument(), app.getDecorator<() => OpenApiDocument>(ROOT_DOCUMENT)())),
      );
    },
    { name: 'estampa-openapi-root' },
  );
  return { shopApiCollector, rootCollector };
};
