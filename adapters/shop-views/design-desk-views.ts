import type * as t from 'io-ts';
import type { DesignDeskResults, DeskDesign } from '../../core/shop/back-office/design-desk.port.ts';
import type { DeskDesignView } from '../../core/shop/back-office/design-desk.use-cases.ts';
import type { DesignEditRequest } from '../../core/shop/back-office/design-edit.ts';
import { LOCALES } from '../../core/domain/site/locale.ts';
import type {
  DesignDeskList,
  DeskListedDesign,
  ShownDeskDesign,
} from '../../core/storefront/back-office/design-desk-views.ts';
import { DesignDeskCursorFromString, type DesignEditBody } from '../shop-api-contract/design-desk.codec.ts';

const iso = (ms: number) => new Date(ms).toISOString();

const deskListedDesignOf = (design: DeskDesign): DeskListedDesign => ({
  ...design,
  createdAt: iso(design.createdAt),
  updatedAt: iso(design.updatedAt),
});

export const designDeskListOf = (page: DesignDeskResults): DesignDeskList => ({
  designs: page.designs.map(deskListedDesignOf),
  next: page.next === null ? null : DesignDeskCursorFromString.encode(page.next),
});

/** One design as the desk shows it: instants as ISO 8601. */
export const shownDeskDesignOf = ({ file, choices }: DeskDesignView): ShownDeskDesign => ({
  ...deskListedDesignOf(file),
  names: file.names,
  tagIds: file.tagIds,
  articleIds: file.articleIds,
  reviews: file.reviews.map((review) => ({ ...review, createdAt: iso(review.createdAt) })),
  audit: file.audit.map((entry) => ({ ...entry, at: iso(entry.at) })),
  choices,
});

/** The edit form's fields as the core's edit request: one name per `name_<locale>` field. */
export const designEditRequestOf = (body: t.TypeOf<typeof DesignEditBody>): DesignEditRequest => {
  const fields = body as Readonly<Record<string, unknown>>;
  return {
    names: Object.fromEntries(
      LOCALES.flatMap((locale) => {
        const name = fields[`name_${locale}`];
        return typeof name === 'string' ? [[locale, name]] : [];
      }),
    ),
    collection: body.collection,
    tagIds: body.tags,
    articleIds: body.articles.map(Number),
  };
};
