import * as t from 'io-ts';
import { PRODUCT_COLLECTIONS, type ProductCollection } from '../../core/domain/catalogue/collection.ts';
import type { DesignId } from '../../core/domain/catalogue/design.ts';
import { envelope } from './envelope.codec.ts';
import { PositiveIntFromString } from './primitives.codec.ts';

const literals = <T extends string>(values: readonly T[], name: string) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>, name);

export const ProductCollectionCodec: t.Type<ProductCollection, string, unknown> = literals(
  PRODUCT_COLLECTIONS,
  'ProductCollection',
);

const DesignIdCodec = t.string as unknown as t.Type<DesignId, string, unknown>;

export const DesignSummaryCodec = t.type({
  id: DesignIdCodec,
  slug: t.string,
  name: t.string,
  collection: ProductCollectionCodec,
});

export const DesignPageCodec = t.type({
  designs: t.readonlyArray(DesignSummaryCodec),
  page: t.number,
  pageSize: t.number,
  total: t.number,
});

export const HomeBlockCodec = t.type({ collection: ProductCollectionCodec, designs: DesignPageCodec });

export const HomeBlocksResponse = envelope(t.readonlyArray(HomeBlockCodec));
export const DesignPageResponse = envelope(DesignPageCodec);

export const HomeBlocksQuery = t.intersection([
  t.type({ page_size: PositiveIntFromString }),
  t.partial({ ext_session_id: t.string }),
]);

export const CollectionDesignsQuery = t.intersection([
  t.type({ collection: ProductCollectionCodec, page: PositiveIntFromString, page_size: PositiveIntFromString }),
  t.partial({ ext_session_id: t.string }),
]);
