/** The preview formats the shop renders beside the jpg it names: the same path ending in .avif and .webp. */
const previewIn = (url: string, format: 'avif' | 'webp') => url.replace(/\.jpg$/, `.${format}`);

type Props = { readonly url: string; readonly alt: string; readonly size: number };

/** A personalised line's preview, drawn by the shop from the shopper's design, in every format it serves. */
export const PersonalisedPreview = ({ url, alt, size }: Props) => (
  <picture>
    <source type="image/avif" srcSet={previewIn(url, 'avif')} />
    <source type="image/webp" srcSet={previewIn(url, 'webp')} />
    <img src={url} width={size} height={size} alt={alt} loading="lazy" decoding="async" />
  </picture>
);
