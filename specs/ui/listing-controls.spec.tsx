import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DesignPage } from '../../core/domain/catalogue/design.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { ListingControls } from '../../ui/components/listing-controls/listing-controls.tsx';
import { listingHref, shownPages } from '../../ui/components/listing-controls/listing-paths.ts';
import english from '../../ui/locales/general/en.json';

describe('listingHref', () => {
  it('keeps the other parameters and leaves page 1 out of the address', () => {
    expect(listingHref('/search', '?query=owl&page=3', { page: 4 })).toBe('/search?query=owl&page=4');
    expect(listingHref('/search', '?query=owl&page=3', { page: 1, sort: 'DATE_CREATION' })).toBe(
      '/search?query=owl&sort=DATE_CREATION',
    );
    expect(listingHref('/offers', '?page=2', { page: 1 })).toBe('/offers');
  });
});

describe('shownPages', () => {
  it('links every page of a short list', () => {
    expect(shownPages(1, 1)).toEqual([1]);
    expect(shownPages(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("links the first, the last and the current page's neighbours of a long list, with gaps between", () => {
    expect(shownPages(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(shownPages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(shownPages(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(shownPages(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});

const designs = (page: number, total: number): DesignPage => ({ designs: [], page, pageSize: 24, total });

const renderAt = (path: string, listed: DesignPage) => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ListingControls designs={listed} sort="DATE_CREATION">
            <p>the designs</p>
          </ListingControls>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en', resources: { en: { general: english } } })}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
};

describe('ListingControls', () => {
  it('offers the orders in a labelled select that keeps the search text in the form', () => {
    renderAt('/search?query=owl&page=2', designs(2, 50));
    const select = screen.getByLabelText<HTMLSelectElement>('Sort by');
    expect(select.value).toBe('DATE_CREATION');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Recently updated', 'Newest', 'Most popular']);
    const form = select.closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.querySelector('input[type="hidden"][name="query"]')).toHaveProperty('value', 'owl');
    expect(form.querySelector('input[name="page"]')).toBeNull();
  });

  it('links the pages, marking the current one, with previous and next', () => {
    renderAt('/t/animals?page=2&sort=DATE_CREATION', designs(2, 72));
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
    expect(within(pages).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/t/animals?sort=DATE_CREATION',
    );
    expect(within(pages).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/t/animals?page=3&sort=DATE_CREATION',
    );
    expect(screen.getByText('the designs')).toBeTruthy();
  });

  it('has no page links when everything fits on one page', () => {
    renderAt('/offers', designs(1, 24));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
