import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, isContentKind } from '../../../../core/domain/media/content-kind.ts';
import { ICON_FETCH_TIMEOUT_MS } from '../../../../core/domain/media/icon-fetch.ts';
import {
  IMAGE_FORMAT_SETS,
  IMAGE_FORMATS,
  IMAGE_MIME_TYPES,
  isImageFormat,
} from '../../../../core/domain/media/image-format.ts';
import { isMediaAssetKind, MEDIA_ASSET_KINDS } from '../../../../core/domain/media/media-asset-kind.ts';
import { isMediaType, MEDIA_TYPES } from '../../../../core/domain/media/media-type.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';

describe('media asset kinds (spec section 3)', () => {
  itIsAnEnumeration(MEDIA_ASSET_KINDS, isMediaAssetKind, [
    'attribute',
    'banner',
    'catalog',
    'environment',
    'design',
    'product',
    'project_preview',
    'review',
    'shipment_company',
  ]);
});

describe('media types (spec section 3)', () => {
  itIsAnEnumeration(MEDIA_TYPES, isMediaType, ['IMAGE', 'VIDEO']);
});

describe('content kinds (spec section 3)', () => {
  itIsAnEnumeration(CONTENT_KINDS, isContentKind, ['RESOURCE', 'TAB', 'ARTICLE']);
});

describe('image formats (spec section 3)', () => {
  itIsAnEnumeration(IMAGE_FORMATS, isImageFormat, ['avif', 'webp', 'jpg', 'png']);

  it('comes in the two sets avif,webp,jpg and avif,webp,png', () => {
    expect(IMAGE_FORMAT_SETS.photo.join(',')).toBe('avif,webp,jpg');
    expect(IMAGE_FORMAT_SETS.graphic.join(',')).toBe('avif,webp,png');
  });

  it('names the MIME type of each format', () => {
    expect(IMAGE_MIME_TYPES).toEqual({ avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' });
  });
});

describe('icon fetch (spec section 9)', () => {
  it('times out after 1500 ms', () => {
    expect(ICON_FETCH_TIMEOUT_MS).toBe(1500);
  });
});
