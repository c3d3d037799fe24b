import type { Result } from 'neverthrow';
import { isProductCollection } from '../../domain/catalogue/collection.ts';
import { fieldsChecked, textLength, type FieldProblem, type InvalidFields } from '../../domain/forms/field-problem.ts';
import { isLocale, LOCALES, type Locale } from '../../domain/site/locale.ts';
import type { DesignChange } from './design-desk.port.ts';
import type { DesignChoices } from '../../domain/catalogue/design-choices.ts';

/** Limits of the designs desk's edit form. */
export const DESIGN_EDIT_LIMITS = { name: 120, tags: 30, articles: 100 } as const;

/** The edit form as the request carries it, before the rules: any language key, any collection word. */
export type DesignEditRequest = {
  readonly names: Readonly<Record<string, string>>;
  readonly collection: string;
  readonly tagIds: readonly string[];
  readonly articleIds: readonly number[];
};

const nameProblems = (names: Readonly<Record<string, string>>): readonly FieldProblem[] => {
  const given = Object.entries(names).filter(([, name]) => name.trim() !== '');
  if (given.length === 0) return [{ field: 'names', problem: 'Required' }];
  return given.flatMap(([locale, name]): FieldProblem[] => {
    if (!isLocale(locale)) return [{ field: 'names', problem: 'UnknownLanguage' }];
    return textLength(name.trim()) > DESIGN_EDIT_LIMITS.name
      ? [{ field: `names.${locale}`, problem: 'TooLong', max: DESIGN_EDIT_LIMITS.name }]
      : [];
  });
};

const listProblems = <T>(
  field: string,
  chosen: readonly T[],
  known: ReadonlySet<T>,
  max: number,
  unknown: string,
): readonly FieldProblem[] => {
  if (new Set(chosen).size > max) return [{ field, problem: 'TooMany', max }];
  return chosen.some((value) => !known.has(value)) ? [{ field, problem: unknown }] : [];
};

/** Names trimmed, blank ones dropped (that language falls back), in the order of the shop's languages. */
const namesOf = (names: Readonly<Record<string, string>>): Partial<Record<Locale, string>> =>
  Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const name = names[locale]?.trim() ?? '';
      return name === '' ? [] : [[locale, name]];
    }),
  );

/**
 * The edit rules: at least one name, none too long, a known collection and known tags, and at least one known
 * article to offer the design on; every problem at once.
 */
export const checkDesignEdit = (
  request: DesignEditRequest,
  choices: DesignChoices,
): Result<DesignChange, InvalidFields> => {
  const articles = new Set(choices.articles.map((article) => article.id));
  const problems = [
    ...nameProblems(request.names),
    ...(isProductCollection(request.collection) ? [] : [{ field: 'collection', problem: 'UnknownCollection' }]),
    ...listProblems(
      'tags',
      request.tagIds,
      new Set(choices.tags.map((tag) => tag.id)),
      DESIGN_EDIT_LIMITS.tags,
      'UnknownTag',
    ),
    ...(request.articleIds.length === 0
      ? [{ field: 'articles', problem: 'Required' }]
      : listProblems('articles', request.articleIds, articles, DESIGN_EDIT_LIMITS.articles, 'UnknownArticle')),
  ];
  return fieldsChecked(problems, () => ({
    names: namesOf(request.names),
    collection: request.collection as DesignChange['collection'],
    tagIds: [...new Set(request.tagIds)],
    articleIds: [...new Set(request.articleIds)],
  }));
};

/** One line of the change's record: what the design became, readable in the desk's history. */
export const describeDesignChange = (change: DesignChange): string =>
  [
    Object.entries(change.names)
      .map(([locale, name]) => `${locale}: ${name}`)
      .join(', '),
    change.collection,
    `tags: ${change.tagIds.join(' ') || '-'}`,
    `articles: ${change.articleIds.join(' ')}`,
  ].join(' · ');
