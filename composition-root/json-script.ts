/** Data for the browser in a non-executable script element; `<` escaped so no value can close it. */
export const jsonScript = (id: string, value: unknown) =>
  `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

export const TRANSLATIONS_ELEMENT_ID = 'storefront-translations';

/** The URLs of the rendered page's own chunks, fetched beside the entry. */
export const PAGE_CHUNKS_ELEMENT_ID = 'storefront-page-chunks';

/** The page the server rendered, with its data, for hydration. */
export const SHOWN_PAGE_ELEMENT_ID = 'storefront-page';
