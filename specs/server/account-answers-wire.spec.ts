import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../adapters/http/http-client.ts';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { orderLines, orders } from '../../adapters/postgres/schema/index.ts';
import { DEMO_ORDERS } from '../../adapters/postgres/seeds/account-orders.seed.ts';
import { DEMO_ACCOUNTS } from '../../adapters/postgres/seeds/accounts.seed.ts';
import { httpSelfServiceWrites } from '../../adapters/shop-api-client/http-self-service-writes.ts';
import { createShopApiClient, type ShopApiClient } from '../../adapters/shop-api-client/shop-api-client.ts';
import {
  AccountOrderCodec,
  AccountOrderDetailCodec,
  AccountTicketCodec,
  ACCOUNTS_PATHS,
} from '../../adapters/shop-api-contract/accounts.codec.ts';
import { PageOutcomeCodec } from '../../adapters/shop-api-contract/page-outcome.codec.ts';
import { wireNameOf } from '../../adapters/shop-api-contract/wire-object.ts';
import { signedIn, type CookieJar } from '../support/auth-session.ts';
import { anOrderRow } from '../support/stored-orders.ts';
import { buildTestApp, EXT_SESSION_ID, openDemoDatabase, withSession } from '../support/test-app.ts';

const ANA = DEMO_ACCOUNTS.customer;
const ADMIN = DEMO_ACCOUNTS.administrator;
/** One of the demo customer's seeded tickets. */
const DEMO_TICKET = '4810273561';
const BASE = '/shop-api/v1';

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** Every object key in a JSON document, however deep. */
const keysOf = (value: Json): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : [];

/** The wire's names back to the code's: `order_public_id` → `orderPublicId`, however deep. */
const camelCased = (value: Json): Json =>
  Array.isArray(value)
    ? value.map(camelCased)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(
          Object.entries(value).map(([key, inner]) => [
            key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()),
            camelCased(inner),
          ]),
        )
      : value;

/** Node's fetch answered by the app itself, with the signed-in customer's cookies: the browser's HTTP path. */
const fetchFrom =
  (app: FastifyInstance, jar: CookieJar): typeof fetch =>
  async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...(init?.headers as Record<string, string>), cookie: jar.header() },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.body, { status: answer.statusCode });
  };

describe("an account's answers on the wire", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let ana: CookieJar;
  let admin: CookieJar;
  let shopApi: ShopApiClient;
  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    await database.db
      .insert(orders)
      .values(anOrderRow({ id: 'wire-1', customerId: ANA.id, status: 9, totalMinor: 2500, subtotalMinor: 2005 }));
    await database.db.insert(orderLines).values({
      id: 'wire-l1',
      orderId: 'wire-1',
      articleId: 1,
      designId: 'd0001',
      name: 'Mug',
      quantity: 2,
      unitPriceMinor: 1000,
    });
    ana = await signedIn(app, ANA.email, ANA.password);
    admin = await signedIn(app, ADMIN.email, ADMIN.password);
    shopApi = createShopApiClient({
      http: createHttpClient({ timeoutMs: 5000, fetch: fetchFrom(app, ana) }),
      baseUrl: `http://localhost${BASE}`,
      extSessionId: () => EXT_SESSION_ID,
    });
  });
  afterAll(() => app.close());

  const raw = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers: { cookie: ana.header() } });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: Json }>().data;
  };

  it.each([
    ['orders', ACCOUNTS_PATHS.orders, t.readonlyArray(AccountOrderCodec)],
    ['tickets', ACCOUNTS_PATHS.tickets, t.readonlyArray(AccountTicketCodec)],
    ['order', ACCOUNTS_PATHS.order.replace(':publicId', 'P-wire-1'), AccountOrderDetailCodec],
  ] as const)(
    "sends the account's %s snake_case, and the HTTP client reads them back in the code's names unchanged",
    async (_, path, codec) => {
      const onWire = await raw(withSession(`${BASE}${path}`));
      expect(keysOf(onWire).length).toBeGreaterThan(0);
      expect(keysOf(onWire).filter((key) => key !== wireNameOf(key))).toEqual([]);
      const read = await shopApi.call({ method: 'GET', path }, codec as t.Type<unknown, unknown, unknown>);
      expect(read._unsafeUnwrap()).toEqual({ kind: 'data', data: camelCased(onWire) });
    },
  );

  it('names the fields of an order as the spec does', async () => {
    const order = await raw(withSession(`${BASE}${ACCOUNTS_PATHS.order.replace(':publicId', 'P-wire-1')}`));
    expect(order).toMatchObject({
      public_id: 'P-wire-1',
      commercial_status: 8,
      item_count: 2,
      total: { amount: 2500, currency: 'EUR' },
      shipment_postal_code: '28001',
      lines: [{ article_id: 1, design_id: 'd0001', unit_price: { amount: 1000, currency: 'EUR' } }],
    });
  });

  it("opens a ticket through the storefront's HTTP gateway, which reads the snake_case answer", async () => {
    const writes = httpSelfServiceWrites(shopApi, (path) => path);
    const opened = await writes.openTicket(
      {
        name: 'Ana García',
        email: ANA.email,
        subject: 'Wire check',
        message: 'Is my order on its way?',
        contactType: 'helpCenter',
        orderPublicId: 'P-wire-1',
      },
      'wire-ticket-key-1',
    );
    const publicId = opened._unsafeUnwrap();
    expect(publicId).toEqual({ kind: 'done', value: expect.stringMatching(/^\d{10}$/) });
    const listed = await raw(withSession(`${BASE}${ACCOUNTS_PATHS.tickets}`));
    expect(listed).toContainEqual(
      expect.objectContaining({
        public_id: publicId.kind === 'done' ? publicId.value : '',
        order_public_id: 'P-wire-1',
        contact_type: 'helpCenter',
      }),
    );
  });

  it("sends an accounts page's payload with its Shop API views snake_case, decoded by the browser's codec", async () => {
    const payload = await app.inject({
      method: 'GET',
      url: '/accounts/home/_payload.json',
      headers: { cookie: ana.header() },
    });
    expect(payload.statusCode).toBe(200);
    const onWire = payload.json<{ routeName: string; data: { latestOrders: Json; openTickets: Json } }>();
    expect(onWire.routeName).toBe('accounts-home');
    expect(onWire.data.latestOrders).toContainEqual(expect.objectContaining({ public_id: 'P-wire-1', item_count: 2 }));
    expect(keysOf(onWire.data.openTickets)).toContain('order_public_id');
    const decoded = PageOutcomeCodec.decode(onWire);
    expect(decoded._tag).toBe('Right');
    const page = decoded._tag === 'Right' ? decoded.right : null;
    expect(page).toMatchObject({
      kind: 'page',
      routeName: 'accounts-home',
      data: { latestOrders: camelCased(onWire.data.latestOrders), openTickets: camelCased(onWire.data.openTickets) },
    });
  });

  it.each([
    ['customer', '/accounts/home'],
    ['customer', '/accounts/orders'],
    ['customer', `/accounts/tickets?ticket=${DEMO_TICKET}`],
    ['customer', '/accounts/profile'],
    ['customer', '/help-center'],
    ['customer', '/help-center/category/3'],
    ['customer', '/help-center/topic/90'],
    ['administrator', '/accounts/orders'],
    ['administrator', `/accounts/orders/${DEMO_ORDERS.shipped}`],
    ['administrator', `/accounts/tickets?ticket=${DEMO_TICKET}`],
    ['administrator', '/accounts/config?store=WPX-ES'],
    ['administrator', '/accounts/designs/admin'],
    ['administrator', '/accounts/designs/admin/d0001'],
    ['administrator', '/accounts/commissions'],
    ['administrator', '/accounts/invoices'],
  ] as const)("gives the %s's %s in the browser, from its payload, as the server rendered it", async (who, path) => {
    const jar = who === 'customer' ? ana : admin;
    const [url, query = ''] = path.split('?');
    const html = await app.inject({ method: 'GET', url: path, headers: { cookie: jar.header() } });
    expect(html.statusCode).toBe(200);
    const embedded = /<script id="storefront-page" type="application\/json">(.*?)<\/script>/s.exec(html.body)?.[1];
    const rendered = JSON.parse(embedded ?? 'null') as { routeName: string; data: unknown };
    const payload = await app.inject({
      method: 'GET',
      url: `${url}/_payload.json${query === '' ? '' : `?${query}`}`,
      headers: { cookie: jar.header() },
    });
    const decoded = PageOutcomeCodec.decode(payload.json());
    expect(decoded._tag === 'Right' ? decoded.right : decoded.left).toMatchObject({
      kind: 'page',
      routeName: rendered.routeName,
      data: rendered.data,
    });
  });
});
