import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerContainer, serverReadPortsOf } from '../../../composition-root/server/container.ts';
import { SERVER_MODULES } from '../../../composition-root/server/modules/index.ts';
import { PageOutcomeCodec } from '../../../adapters/shop-api-contract/page-outcome.codec.ts';
import { designPath } from '../../../core/domain/catalogue/design-path.ts';
import type { DesignDetail } from '../../../core/domain/catalogue/design.ts';
import type { CatalogueGateway } from '../../../core/storefront/catalogue/catalogue-gateway.port.ts';
import { specServerConfig, specSessionId, withSession } from '../../support/test-app.ts';
import { openRealShop, type RealShop } from './real-shop.ts';

/** Every object key of a JSON value that is not snake_case (lower-case words joined by '_'). */
const notSnakeCase = (value: unknown, path = ''): string[] => {
  if (Array.isArray(value)) return value.flatMap((each, index) => notSnakeCase(each, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, each]) => [
    ...(/^[a-z0-9]+(_[a-z0-9]+)*$/.test(key) ? [] : [`${path}.${key}`]),
    ...notSnakeCase(each, `${path}.${key}`),
  ]);
};

describe('the catalogue on the wire: snake_case both ways, read back as the shop holds it', () => {
  let shop: RealShop;
  let inProcess: CatalogueGateway;
  let overHttp: CatalogueGateway;
  const raw = async (url: string) => (await shop.app.inject({ method: 'GET', url: withSession(url) })).json();

  beforeAll(async () => {
    shop = await openRealShop();
    const root = createServerContainer(specServerConfig(), shop.database, SERVER_MODULES, () => undefined);
    inProcess = serverReadPortsOf(root).catalogue;
    overHttp = shop.httpGatewaysFor(specSessionId('catalogue-wire')).catalogue;
  });
  afterAll(() => shop.close());

  it('sends a design list of 24 in snake_case, which the HTTP gateway reads back unchanged', async () => {
    const { data } = await raw('/shop-api/v1/designs?collection=OUTLET&page=1&page_size=24');
    expect(notSnakeCase(data)).toEqual([]);
    expect(data).toMatchObject({ page: 1, page_size: 24 });
    expect(data.designs).toHaveLength(24);
    expect(data.designs[0].price).toHaveProperty('compare_at_price');
    const read = (await overHttp.collectionDesigns('OUTLET', 1, 24))._unsafeUnwrap();
    expect(read).toEqual((await inProcess.collectionDesigns('OUTLET', 1, 24))._unsafeUnwrap());
  });

  let design: DesignDetail;

  it('sends a design in snake_case, which the HTTP gateway reads back unchanged', async () => {
    const [first] = (await inProcess.collectionDesigns('OUTLET', 1, 1))._unsafeUnwrap().designs;
    design = (await inProcess.design(first!.id))._unsafeUnwrap()!;
    const { data } = await raw(`/shop-api/v1/designs/${design.id}`);
    expect(notSnakeCase(data)).toEqual([]);
    expect(data.articles[0]).toMatchObject({ name_plural: design.articles[0]!.namePlural });
    expect(data.articles[0]).toHaveProperty('compare_at_price');
    expect((await overHttp.design(design.id))._unsafeUnwrap()).toEqual(design);
  });

  it("sends a design page's payload with the design in snake_case, which the browser's codec decodes", async () => {
    const body = await raw(`${designPath(design)}/_payload.json`);
    expect(body).toMatchObject({ kind: 'page', routeName: 'design' });
    expect(notSnakeCase(body.data.design)).toEqual([]);
    const decoded = PageOutcomeCodec.decode(body);
    expect(decoded._tag).toBe('Right');
    if (decoded._tag === 'Right' && decoded.right.kind === 'page' && decoded.right.routeName === 'design')
      expect(decoded.right.data.design).toEqual(design);
    else expect.unreachable('the payload is the design page');
  });
});
