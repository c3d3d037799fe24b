import type { CommunityUseCases } from '../core/storefront/community/community-pages.use-cases.ts';
import type { CommunityGateway } from '../core/storefront/community/community-gateway.port.ts';
import type { PersonalisationUseCases } from '../core/storefront/personalisation/personalisation.use-cases.ts';
import type { ServiceIdentifier } from 'inversify';
import type { DatabaseHandle } from '../adapters/postgres/database.ts';
import type { Clock } from '../core/domain/shared/clock.port.ts';
import type { IdGenerator } from '../core/domain/shared/id-generator.port.ts';
import type { SessionIds } from '../adapters/server/storefront-session-cookie.ts';
import type { ServerConfig } from './server/config.ts';
import type { ShopCatalogue } from '../core/shop/catalogue/shop-catalogue.ts';
import type { DesignRepository } from '../core/shop/catalogue/design-repository.port.ts';
import type { OrderGateway } from '../core/storefront/orders/order-gateway.port.ts';
import type { CheckoutGateway } from '../core/storefront/checkout/checkout-gateway.port.ts';
import type { CartGateway } from '../core/storefront/carts/cart-gateway.port.ts';
import type { CartChangeNotices } from '../core/storefront/carts/cart-change-notices.port.ts';
import type { ContactGateway } from '../core/storefront/help-center/contact-gateway.port.ts';
import type { CatalogueGateway } from '../core/storefront/catalogue/catalogue-gateway.port.ts';
import type { StorefrontUseCases } from '../core/storefront/storefront-use-cases.ts';
import type { CheckoutUseCases } from '../core/storefront/checkout/checkout-page.use-cases.ts';
import type { OrderUseCases } from '../core/storefront/orders/order-pages.use-cases.ts';
import type { ChangeNotices } from '../core/shop/change-notices.port.ts';

export const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`estampa.${name}`);

/** The container's shared keys; each context module keeps its own next to its bindings. */
export const TOKENS = {
  config: token<ServerConfig>('config'),
  /** Where log lines go: stdout, or a spec's capture. */
  logWrite: token<(line: string) => void>('logWrite'),
  /** Storefront session ids (the `sid` cookie), issued and recognised by the shop alone. */
  sessionIds: token<SessionIds>('sessionIds'),
  clock: token<Clock>('clock'),
  ids: token<IdGenerator>('ids'),
  database: token<DatabaseHandle>('database'),
  /** Tells every instance's caches what changed: PostgreSQL, Redis or in-process, as the server opened it. */
  changeNotices: token<ChangeNotices>('changeNotices'),
  designRepository: token<DesignRepository>('designRepository'),
  shopCatalogue: token<ShopCatalogue>('shopCatalogue'),
  catalogueGateway: token<CatalogueGateway>('catalogueGateway'),
  cartGateway: token<CartGateway>('cartGateway'),
  cartChangeNotices: token<CartChangeNotices>('cartChangeNotices'),
  checkoutGateway: token<CheckoutGateway>('checkoutGateway'),
  orderGateway: token<OrderGateway>('orderGateway'),
  contactGateway: token<ContactGateway>('contactGateway'),
  openPage: token<StorefrontUseCases['openPage']>('openPage'),
  logError: token<StorefrontUseCases['logError']>('logError'),
  checkoutUseCases: token<CheckoutUseCases>('checkoutUseCases'),
  orderUseCases: token<OrderUseCases>('orderUseCases'),
  communityUseCases: token<CommunityUseCases>('communityUseCases'),
  communityGateway: token<CommunityGateway>('communityGateway'),
  personalisationUseCases: token<PersonalisationUseCases<Blob>>('personalisationUseCases'),
  storefrontUseCases: token<StorefrontUseCases<Blob>>('storefrontUseCases'),
} as const;
