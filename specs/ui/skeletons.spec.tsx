import { act, fireEvent, render, screen } from '@testing-library/react';
import { ResultAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DesignId, DesignSummary, HomeBlock } from '../../core/domain/catalogue/design.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import { PageSkeleton } from '../../ui/components/navigation/page-skeleton.tsx';
import general from '../../ui/locales/general/en.json';
import home from '../../ui/locales/home/en.json';
import { CollectionBlock } from '../../ui/pages/home/collection-block.tsx';
import type { ShopUnavailable } from '../../core/storefront/shop-unavailable.ts';

const design = (n: number): DesignSummary => ({
  id: `d-${n}` as DesignId,
  slug: `design-${n}`,
  name: `Design ${n}`,
  collection: 'OUTLET',
});

const block: HomeBlock = {
  collection: 'OUTLET',
  designs: { designs: [design(1), design(2)], page: 1, pageSize: 2, total: 3 },
};

const renderBlock = (showMoreDesigns: UiUseCases['showMoreDesigns']) => {
  const router = createMemoryRouter([
    { path: '*', element: <CollectionBlock initialBlock={block} prices={{ locale: 'en', withDecimals: true }} /> },
  ]);
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en', ns: ['general', 'home'], resources: { en: { general, home } } })}>
      <UseCasesProvider useCases={{ showMoreDesigns } as UiUseCases}>
        <RouterProvider router={router} />
      </UseCasesProvider>
    </I18nextProvider>,
  );
};

describe('skeletons where the storefront loads', () => {
  it('shows more designs as card outlines, the block busy, until the next page is there', async () => {
    let resolve: (grown: HomeBlock) => void = () => undefined;
    renderBlock(() => ResultAsync.fromSafePromise<HomeBlock, ShopUnavailable>(new Promise((done) => (resolve = done))));
    const section = screen.getByRole('region', { name: 'Outlet' });
    expect(section.getAttribute('aria-busy')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Show more: Outlet' }));
    expect(section.getAttribute('aria-busy')).toBe('true');
    // One outline per design still to come (3 in all, 2 shown), hidden from assistive technology.
    const outlines = section.querySelectorAll('li.design-card-skeleton[aria-hidden="true"]');
    expect(outlines).toHaveLength(1);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    await act(async () => {
      resolve({ ...block, designs: { ...block.designs, designs: [design(1), design(2), design(3)], page: 2 } });
    });
    expect(section.getAttribute('aria-busy')).toBe('false');
    expect(section.querySelector('.skeleton')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it.each([
    ['listing', 'ul.design-grid li.design-card-skeleton', 8],
    ['design', '.design-page .skeleton-picture', 1],
    ['text', '.skeleton-line, .skeleton-short-line', 6],
  ] as const)('draws the next %s page as its outline, busy', (shape, selector, count) => {
    const { container } = render(<PageSkeleton shape={shape} />);
    const region = container.firstElementChild;
    expect(region?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll(selector)).toHaveLength(count);
    expect(container.textContent).toBe('');
  });
});
