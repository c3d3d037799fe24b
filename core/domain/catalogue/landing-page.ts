import type { Article } from './article.ts';
import type { DesignPage } from './design.ts';
import type { DesignFilter } from './design-query.ts';
import type { ListMode } from './list-mode.ts';

/** A marketing page at '/{slug}': its text and what it lists, as its list mode says. */
export type LandingPage = {
  readonly slug: string;
  readonly title: string;
  readonly body: string;
  readonly listMode: ListMode;
  readonly filter: DesignFilter;
  /** LIST_DESIGNS and LANDING list designs; LIST lists articles only. */
  readonly designs: DesignPage | null;
  /** LIST lists articles (the filter's one, or all); LANDING shows the filter's article when it has one. */
  readonly articles: readonly Article[];
};
