/** What a stored media asset illustrates; decides where it may be shown. */
export const MEDIA_ASSET_KINDS = [
  'attribute',
  'banner',
  'catalog',
  'environment',
  'design',
  'product',
  'project_preview',
  'review',
  'shipment_company',
] as const;

export type MediaAssetKind = (typeof MEDIA_ASSET_KINDS)[number];

export const isMediaAssetKind = (value: string): value is MediaAssetKind =>
  (MEDIA_ASSET_KINDS as readonly string[]).includes(value);
