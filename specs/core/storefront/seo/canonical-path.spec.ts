import { describe, expect, it } from 'vitest';
import { match } from '../../../../core/domain/routing/route-match.ts';
import type { PageView } from '../../../../core/storefront/navigation/page-outcome.ts';
import { canonicalPathOf } from '../../../../core/storefront/seo/canonical-path.ts';

const matched = (path: string, query: Record<string, string> = {}) =>
  match(path, query, { defaultLocale: 'es' })._unsafeUnwrap();

/** A page as openPage renders it; only what the canonical path reads is filled in. */
const pageOf = (routeName: string, data: object) => ({ kind: 'page', routeName, data }) as unknown as PageView;

const articleList = pageOf('designs', { article: { slug: 'tazas' } });
const design = pageOf('design', { design: { slug: 'taza gato' } });

describe('the canonical path of a page asked for by another spelling', () => {
  it('is undefined when the request already names it', () => {
    expect(canonicalPathOf(matched('/offers'), pageOf('offers', {}), 'es')).toBeUndefined();
    expect(canonicalPathOf(matched('/en/offers'), pageOf('offers', {}), 'es')).toBeUndefined();
    expect(canonicalPathOf(matched('/design/taza%20gato/7'), design, 'es')).toBeUndefined();
    expect(canonicalPathOf(matched('/designs/tazas/12'), articleList, 'es')).toBeUndefined();
  });

  it('drops a prefix naming the store’s own language and keeps the query', () => {
    expect(canonicalPathOf(matched('/es'), pageOf('home', {}), 'es')).toBe('/');
    expect(canonicalPathOf(matched('/ES/offers/', { page: '2' }), pageOf('offers', {}), 'es')).toBe('/offers?page=2');
    expect(canonicalPathOf(matched('/pl/offers'), pageOf('offers', {}), 'pl')).toBe('/offers');
  });

  it('puts the slug of the design or article the id names, encoded', () => {
    expect(canonicalPathOf(matched('/design/wrong-slug/7'), design, 'es')).toBe('/design/taza%20gato/7');
    expect(canonicalPathOf(matched('/es/design/wrong-slug/7'), design, 'es')).toBe('/design/taza%20gato/7');
    expect(canonicalPathOf(matched('/it/design/wrong-slug/7'), design, 'es')).toBe('/it/design/taza%20gato/7');
    expect(canonicalPathOf(matched('/designs/mugs/12'), articleList, 'es')).toBe('/designs/tazas/12');
  });
});
