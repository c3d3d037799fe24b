import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { accountsSectionsOf, backOfficeSectionsOf } from '../../domain/customers/accounts-permissions.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import { pageNotFound } from '../../domain/errors/error-situations.ts';
import type { Query } from '../../domain/routing/query.ts';
import { match } from '../../domain/routing/route-match.ts';
import { runGuards, type RenderPlan } from '../../domain/routing/run-guards.ts';
import { visitorNeedsOf } from '../../domain/routing/visitor-needs.ts';
import type { RouteMatch } from '../../domain/routing/route-match.ts';
import type { GuardError } from '../../domain/routing/guard.ts';
import type { Locale } from '../../domain/site/locale.ts';
import { loadPageData, type PageLoaders } from './page-loaders.ts';
import type { PageOutcome, PageView } from './page-outcome.ts';
import type { VisitorGateway } from './visitor-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import { canonicalPathOf } from '../seo/canonical-path.ts';

export type PageRequest = {
  readonly path: string;
  readonly query: Query;
  readonly localeCookie?: string | undefined;
};

export type OpenPageDeps = {
  readonly visitor: VisitorGateway;
  readonly loaders: PageLoaders;
  readonly defaultLocale: Locale;
};

/** The accounts navigation: every section this customer may open, and the administrator's back office apart. */
const accountsNavigationOf = (customer: Customer | null) => {
  const backOffice = backOfficeSectionsOf(customer);
  return {
    accountSections: accountsSectionsOf(customer),
    ...(backOffice.length > 0 ? { backOfficeSections: backOffice } : {}),
  };
};

const render = (deps: OpenPageDeps, matched: RouteMatch, plan: RenderPlan, path: string, customer: Customer | null) =>
  loadPageData(deps.loaders, matched)
    .map(
      // The loaders' table ties each route name to its data type; TypeScript cannot follow that through the union.
      ({ routeName, data }): PageView =>
        ({
          kind: 'page',
          routeName,
          data,
          params: matched.params,
          locale: matched.locale,
          layout: plan.layout,
          keepAlive: plan.keepAlive,
          forceSsr: plan.forceSsr,
          ...(plan.layout === 'master-accounts' ? accountsNavigationOf(customer) : {}),
        }) as PageView,
    )
    // Another spelling of a page's URL sends search engines and visitors to the one it has (a permanent redirect).
    .map((page): PageOutcome => {
      const canonical = canonicalPathOf(matched, page, deps.defaultLocale);
      return canonical === undefined ? page : { kind: 'redirect', to: canonical, status: 308 };
    })
    .orElse((error) =>
      error.type === 'PageNotBuilt' || error.type === 'PageDataNotFound'
        ? okAsync<PageOutcome, ShopUnavailable>({ kind: 'error', status: 404, message: pageNotFound(path).message })
        : errAsync<PageOutcome, ShopUnavailable>(error),
    );

/** A guard that hides a page answers 404; an unknown guard name is a broken route table, so 500. */
export const guardErrorOutcome = (error: GuardError): PageOutcome => ({
  kind: 'error',
  status: error.type === 'PageNotFound' ? 404 : 500,
  message: error.message,
});

/** Opens a path: the route table's match, the guards over the visitor, then the page's data (spec 2). */
export const openPage =
  (deps: OpenPageDeps) =>
  (request: PageRequest): ResultAsync<PageOutcome, ShopUnavailable> => {
    const matched = match(request.path, request.query, {
      defaultLocale: deps.defaultLocale,
      localeCookie: request.localeCookie,
    });
    if (matched.isErr()) return okAsync({ kind: 'error', status: 404, message: matched.error.message });
    return deps.visitor
      .guardContext(visitorNeedsOf(matched.value.route))
      .andThen((context): ResultAsync<PageOutcome, ShopUnavailable> => {
        const navigation = runGuards(matched.value, context);
        if (navigation.isErr()) return okAsync(guardErrorOutcome(navigation.error));
        if (navigation.value.kind === 'redirect')
          return okAsync({ kind: 'redirect', to: navigation.value.to, status: 302 });
        return render(deps, matched.value, navigation.value, request.path, context.customer);
      });
  };
