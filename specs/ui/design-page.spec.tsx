import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Article, ArticleId } from '../../core/domain/catalogue/article.ts';
import type { CataloguePicture } from '../../core/domain/catalogue/catalogue-picture.ts';
import type { DesignDetail, DesignId } from '../../core/domain/catalogue/design.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import { pictureSources } from '../../core/domain/media/picture-sources.ts';
import type { AddToCartRequest } from '../../core/storefront/carts/add-to-cart.use-case.ts';
import type { CartChangeError } from '../../core/storefront/carts/cart-gateway.port.ts';
import type { ShownCart } from '../../core/storefront/carts/shown-cart.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import design from '../../ui/locales/design/en.json';
import general from '../../ui/locales/general/en.json';
import { DesignPage } from '../../ui/pages/design/design-page.tsx';
import { aShownCart, eur } from '../support/shown-cart-mother.ts';
import { inertPlatform } from '../support/platform-fakes.ts';
import type { ArticleDeliveries } from '../../core/storefront/catalogue/load-design-page.use-case.ts';

const picture = (id: string, alt: string): CataloguePicture => ({
  ...pictureSources({ id, width: 960, height: 960 }, { widths: [240, 480, 960], formats: 'photo' })._unsafeUnwrap(),
  alt,
});

const anArticle = (id: number, name: string, overrides: Partial<Article> = {}): Article => ({
  id: id as ArticleId,
  slug: name.toLowerCase(),
  kind: name.toLowerCase(),
  name,
  namePlural: `${name}s`,
  description: `A ${name}`,
  imageFormats: 'photo',
  picture: null,
  personalisable: true,
  price: eur(1250),
  compareAtPrice: null,
  ...overrides,
});

const FOX: DesignDetail = {
  id: 'd0020' as DesignId,
  slug: 'watercolour-fox',
  name: 'Watercolour Fox',
  collection: 'OUTLET',
  articles: [
    anArticle(101, 'Mug', { picture: picture('d0020-a101', 'Watercolour Fox on a mug') }),
    anArticle(104, 'Poster', {
      price: eur(995),
      compareAtPrice: eur(1295),
      picture: picture('d0020-a104', 'Watercolour Fox on a poster'),
    }),
    anArticle(105, 'Cushion', { price: eur(2000), personalisable: false }),
  ],
  artworks: [],
  tags: [{ id: 'animals', slug: 'animals', name: 'Animals' }],
  rating: { average: 4.5, count: 12 },
};

const ES_PRICES = { locale: 'es-ES', withDecimals: true };

/** Renders the design page with an addToCart use case that records each request and answers `answer`. */
const renderDesign = (
  answer: () => ResultAsync<ShownCart, CartChangeError> = () => okAsync(aShownCart()),
  deliveries: ArticleDeliveries | null = null,
  articleId = 101 as ArticleId,
) => {
  const requests: AddToCartRequest[] = [];
  const addToCart = (request: AddToCartRequest) => {
    requests.push(request);
    return answer();
  };
  const router = createMemoryRouter([
    {
      path: '*',
      element: <DesignPage data={{ design: FOX, prices: ES_PRICES, deliveries, articleId, reviews: null }} />,
    },
  ]);
  const i18n = createI18n({ lng: 'en', ns: ['general', 'design'], resources: { en: { general, design } } });
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <UseCasesProvider useCases={{ addToCart, platform: inertPlatform() } as unknown as UiUseCases}>
        <RouterProvider router={router} />
      </UseCasesProvider>
    </I18nextProvider>,
  );
  return { requests, container };
};

/** The price line's text with every blank a plain space (prices have no-break spaces; the offer's two are apart). */
const priceLine = () =>
  screen
    .getByText(/^Price on /)
    .closest('p')
    ?.textContent?.replace(/€(?=\d)/g, '€ ')
    .replace(/\s/g, ' ');

describe('the design page', () => {
  it('names the design, its rating and its themes', () => {
    renderDesign();
    expect(screen.getByRole('heading', { level: 1, name: 'Watercolour Fox' })).toBeTruthy();
    expect(screen.getByText('Average rating: 4.5 out of 5 · Reviews: 12')).toBeTruthy();
    const themes = screen.getByRole('navigation', { name: 'Design themes' });
    expect(within(themes).getByRole('link', { name: 'Animals' }).getAttribute('href')).toBe('/t/animals');
  });

  it('offers every article as a radio with its price, the first one chosen', () => {
    renderDesign();
    const choice = screen.getByRole('group', { name: 'Choose what to print it on' });
    const radios = within(choice).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['101', '104', '105']);
    expect(within(choice).getByRole('radio', { name: /^Mug 12,50\s€$/ })).toHaveProperty('checked', true);
    // On offer: the former price struck through, then the price asked.
    expect(within(choice).getByRole('radio', { name: /^Poster 12,95\s€\s?9,95\s€$/ })).toHaveProperty('checked', false);
    expect(priceLine()).toBe('Price on Mug: 12,50 €');
  });

  it('opens with the article it was reached from chosen', () => {
    renderDesign(undefined, null, 104 as ArticleId);
    expect(screen.getByRole('radio', { name: /^Poster/ })).toHaveProperty('checked', true);
    expect(priceLine()).toBe('Price on Poster: 12,95 € 9,95 €');
  });

  it('moves the price line to the article chosen', () => {
    renderDesign();
    fireEvent.click(screen.getByRole('radio', { name: /^Cushion/ }));
    expect(screen.getByRole('radio', { name: /^Cushion/ })).toHaveProperty('checked', true);
    expect(priceLine()).toBe('Price on Cushion: 20 €');
    fireEvent.click(screen.getByRole('radio', { name: /^Poster/ }));
    expect(priceLine()).toBe('Price on Poster: 12,95 € 9,95 €');
  });

  it('names the article chosen in the address, keeping the history entry, so a reload or a shared link opens it', () => {
    window.history.replaceState({ idx: 3 }, '', '/design/zorro/d0001?ref=home');
    renderDesign();
    fireEvent.click(screen.getByRole('radio', { name: /^Poster/ }));
    expect(window.location.pathname + window.location.search).toBe('/design/zorro/d0001?ref=home&article_id=104');
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('links to the constructor only for an article with print surfaces', () => {
    renderDesign();
    const personalise = screen.getByRole('link', { name: 'Personalise this Mug with your own photos and words' });
    expect(personalise.getAttribute('href')).toBe('/create/101?design=d0020');
    fireEvent.click(screen.getByRole('radio', { name: /^Cushion/ }));
    expect(screen.queryByRole('link', { name: /^Personalise this/ })).toBeNull();
  });

  it('adds the chosen article with this design, one of it, and says so with a link to the cart', async () => {
    const { requests } = renderDesign();
    fireEvent.click(screen.getByRole('radio', { name: /^Poster/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const status = screen.getByRole('status');
    await waitFor(() =>
      expect(status.textContent).toBe('We have added Poster with the “Watercolour Fox” design to your cart. View cart'),
    );
    expect(within(status).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    expect(requests).toEqual([{ articleId: 104, designId: 'd0020', quantity: 1 }]);
  });

  it('adds one line however often the button is pressed while the shop answers', async () => {
    let answered: (cart: ShownCart) => void = () => undefined;
    const pending = ResultAsync.fromSafePromise<ShownCart, CartChangeError>(
      new Promise((resolve) => (answered = resolve)),
    );
    const { requests } = renderDesign(() => pending);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const busy = screen.getByRole('button', { name: 'Adding…' });
    expect(busy).toHaveProperty('disabled', true);
    fireEvent.click(busy);
    answered(aShownCart());
    await screen.findByRole('button', { name: 'Add to cart' });
    expect(requests).toHaveLength(1);
  });

  it('says when the cart could not take it, and the button works again', async () => {
    renderDesign(() => errAsync(apiRequestFailed('/cart/lines')));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('We could not add it to your cart. Please try again.'),
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', false);
  });

  it('shows each gallery picture in avif, webp and jpg, with its size reserved', () => {
    const { container } = renderDesign();
    const gallery = screen.getByRole('list', { name: 'Design pictures' });
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(2);
    const image = within(gallery).getByRole('img', { name: 'Watercolour Fox on a mug' });
    expect(image.getAttribute('src')).toBe('/media/d0020-a101-960.jpg');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['960', '960']);
    expect(image.getAttribute('loading')).toBe('eager');
    expect(within(gallery).getByRole('img', { name: 'Watercolour Fox on a poster' }).getAttribute('loading')).toBe(
      'lazy',
    );
    const sources = [...(container.querySelector('.design-gallery-strip picture')?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/media/d0020-a101-240.avif 240w, /media/d0020-a101-480.avif 480w, /media/d0020-a101-960.avif 960w',
    );
    expect(sources.every((source) => source.getAttribute('sizes') === '(min-width: 768px) 50vw, 100vw')).toBe(true);
  });

  it('shows the picture of the thumbnail pressed, and marks that thumbnail', () => {
    renderDesign();
    const thumbnails = screen.getByRole('list', { name: 'Pictures to choose from' });
    const first = within(thumbnails).getByRole('button', { name: 'Show picture 1 of 2' });
    const second = within(thumbnails).getByRole('button', { name: 'Show picture 2 of 2' });
    expect(first.getAttribute('aria-current')).toBe('true');
    fireEvent.click(second);
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(first.getAttribute('aria-current')).toBeNull();
  });

  it('draws each article as a tile with its picture, and choosing one brings its picture into view', () => {
    renderDesign();
    const choice = screen.getByRole('group', { name: 'Choose what to print it on' });
    // The tile's picture is decoration: the radio is named by the article and its price alone.
    expect(
      within(choice)
        .getByRole('radio', { name: /^Poster/ })
        .closest('label')
        ?.querySelector('img')?.alt,
    ).toBe('');
    fireEvent.click(screen.getByRole('radio', { name: /^Poster/ }));
    expect(screen.getByRole('button', { name: 'Show picture 2 of 2' }).getAttribute('aria-current')).toBe('true');
    // The cushion has no picture of its own: the gallery stays where it was.
    fireEvent.click(screen.getByRole('radio', { name: /^Cushion/ }));
    expect(screen.getByRole('button', { name: 'Show picture 2 of 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('says when the article chosen would arrive, with weekdays in the visitor’s language', () => {
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
    renderDesign(undefined, {
      101: { earliest: day('2025-11-25'), latest: day('2025-12-01') },
      104: { earliest: day('2025-11-26'), latest: day('2025-12-03') },
      105: { earliest: day('2025-11-25'), latest: day('2025-12-01') },
    });
    expect(
      screen.getByText('Order today and receive it between Tuesday, November 25 and Monday, December 1.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Poster/ }));
    expect(
      screen.getByText('Order today and receive it between Wednesday, November 26 and Wednesday, December 3.'),
    ).toBeTruthy();
  });

  it('says nothing of delivery when the page has no estimate', () => {
    renderDesign();
    expect(screen.queryByText(/^Order today/)).toBeNull();
  });
});
