import * as t from 'io-ts';
import { PROJECT_SCOPES, type ProjectScope } from '../../core/domain/shared/project-scope.ts';
import { TRI_STATES, type TriState } from '../../core/domain/shared/tri-state.ts';
import { LOCALES } from '../../core/domain/site/locale.ts';
import type { DesignDeskCursor } from '../../core/shop/back-office/design-desk.port.ts';
import { ProductCollectionCodec, SortCodec } from './catalogue.codec.ts';
import { documented } from './json-schema.ts';
import { wireType } from './wire-object.ts';

/** The designs desk's Shop API paths; every one answers the administrator alone. */
export const DESIGN_DESK_PATHS = {
  designs: '/back-office/designs',
  /** GET one design; POST (with an Idempotency-Key) its edit form. */
  design: '/back-office/designs/:design_id',
  /** POST with an Idempotency-Key: published true or false. */
  published: '/back-office/designs/:design_id/published',
  /** POST with an Idempotency-Key: one of the design's reviews published or hidden. */
  review: '/back-office/designs/:design_id/reviews/:review_id',
} as const;

const oneOf = <T extends string>(values: readonly T[], name: string): t.Type<T, string, unknown> =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>, name);

const matching = (name: string, pattern: RegExp, schemaPattern: string) =>
  documented(
    new t.Type<string, string, unknown>(
      name,
      (u): u is string => typeof u === 'string',
      (u, c) => (typeof u === 'string' && pattern.test(u) ? t.success(u) : t.failure(u, c, `expected ${name}`)),
      String,
    ),
    { type: 'string', pattern: schemaPattern },
  );

/** A design or review id as the catalogue writes them. */
const IdCodec = matching('DesignDeskId', /^[A-Za-z0-9_-]{1,64}$/, '^[A-Za-z0-9_-]{1,64}$');

/** A keyset cursor: the last design's sort value (microseconds or popularity) and id, as one opaque token. */
export const DesignDeskCursorFromString = documented(
  new t.Type<DesignDeskCursor, string, unknown>(
    'DesignDeskCursor',
    (u): u is DesignDeskCursor => typeof u === 'object' && u !== null && 'value' in u && 'id' in u,
    (u, c) => {
      const found = typeof u === 'string' ? /^(-?\d{1,16})~([A-Za-z0-9_-]{1,64})$/.exec(u) : null;
      return found === null
        ? t.failure(u, c, 'expected a page cursor')
        : t.success({ value: Number(found[1]), id: found[2] as string });
    },
    (cursor) => `${cursor.value}~${cursor.id}`,
  ),
  { type: 'string', pattern: '^-?\\d+~[A-Za-z0-9_-]+$' },
);

/** The back office's languages: the choices and texts it answers in. */
const BackOfficeLocaleCodec = oneOf<'es' | 'en'>(['es', 'en'], 'BackOfficeLocale');

export const TriStateCodec = oneOf<TriState>(TRI_STATES, 'TriState');
export const ProjectScopeCodec = oneOf<ProjectScope>(PROJECT_SCOPES, 'ProjectScope');

export const DesignDeskQuery = t.partial({
  search: t.string,
  collection: ProductCollectionCodec,
  tag: matching('TagSlug', /^[a-z0-9-]{1,80}$/, '^[a-z0-9-]{1,80}$'),
  published: TriStateCodec,
  scope: ProjectScopeCodec,
  sort: SortCodec,
  after: DesignDeskCursorFromString,
  ext_session_id: t.string,
});

export const DesignParams = t.type({ design_id: IdCodec });

export const DesignReviewParams = t.type({ design_id: IdCodec, review_id: IdCodec });

/** The language the choices (tags, articles) are named in. */
export const DesignShowQuery = t.partial({ locale: BackOfficeLocaleCodec, ext_session_id: t.string });

/** Ids in one field, separated by commas (none when empty): the form's checked tags or articles. */
const IdListFromString = (name: string, item: string) => {
  const list = new RegExp(`^(?:${item}(?:,${item})*)?$`);
  return documented(
    new t.Type<readonly string[], string, unknown>(
      name,
      (u): u is readonly string[] => Array.isArray(u),
      (u, c) =>
        typeof u === 'string' && u.length <= 4000 && list.test(u)
          ? t.success(u === '' ? [] : u.split(','))
          : t.failure(u, c, `expected ${name}`),
      (ids) => ids.join(','),
    ),
    { type: 'string', description: 'comma-separated ids', pattern: list.source, maxLength: 4000 },
  );
};

/** The edit form: `name_<locale>` per language (blank for none), the collection, tags and articles as id lists. */
export const DesignEditBody = t.intersection([
  t.type({
    collection: t.string,
    tags: IdListFromString('TagIds', '[A-Za-z0-9_-]{1,64}'),
    articles: IdListFromString('ArticleIds', '[1-9]\\d{0,8}'),
  }),
  t.partial(Object.fromEntries(LOCALES.map((locale) => [`name_${locale}`, t.string])) as Record<string, t.StringC>),
  t.partial({ locale: BackOfficeLocaleCodec, ext_session_id: t.string }),
]);

export const PublishedBody = t.intersection([
  t.type({ published: t.keyof({ true: null, false: null }) }),
  t.partial({ locale: BackOfficeLocaleCodec, ext_session_id: t.string }),
]);

export const ReviewVerdictBody = t.intersection([
  t.type({ status: t.keyof({ published: null, hidden: null }) }),
  t.partial({ locale: BackOfficeLocaleCodec, ext_session_id: t.string }),
]);

/** One design as the desk lists it; its file adds the rest. */
const deskDesignProps = {
  id: t.string,
  slug: t.string,
  name: t.string,
  collection: ProductCollectionCodec,
  published: t.boolean,
  scope: ProjectScopeCodec,
  popularity: t.number,
  createdAt: t.string,
  updatedAt: t.string,
};

export const DesignDeskListCodec = wireType(
  { designs: t.readonlyArray(wireType(deskDesignProps, 'DeskListedDesign')), next: t.union([t.string, t.null]) },
  'DesignDeskList',
);

export const ShownDeskDesignCodec = wireType(
  {
    ...deskDesignProps,
    names: t.record(t.string, t.string),
    tagIds: t.readonlyArray(t.string),
    articleIds: t.readonlyArray(t.number),
    reviews: t.readonlyArray(
      wireType(
        {
          id: t.string,
          articleId: t.number,
          authorName: t.string,
          rating: t.number,
          title: t.string,
          body: t.string,
          locale: t.string,
          status: t.keyof({ pending: null, published: null, hidden: null }),
          createdAt: t.string,
        },
        'DeskReview',
      ),
    ),
    audit: t.readonlyArray(
      wireType({ administratorId: t.string, action: t.string, detail: t.string, at: t.string }, 'DesignDeskAudit'),
    ),
    choices: wireType(
      {
        tags: t.readonlyArray(wireType({ id: t.string, slug: t.string, name: t.string }, 'DesignTagChoice')),
        articles: t.readonlyArray(wireType({ id: t.number, name: t.string }, 'DesignArticleChoice')),
      },
      'DesignChoices',
    ),
  },
  'ShownDeskDesign',
);
