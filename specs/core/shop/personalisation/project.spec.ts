import { describe, expect, it } from 'vitest';
import {
  personalisedCustomisation,
  personalisedLineOf,
} from '../../../../core/shop/personalisation/personalised-line.ts';
import {
  cartPreviewUrl,
  defaultProjectName,
  projectPreviewUrl,
  surfacePreviewUrls,
  type ProjectId,
} from '../../../../core/shop/personalisation/project.ts';
import { designDocument } from '../../../support/personalisation-mother.ts';

describe('projects', () => {
  it('serve their preview under their revision, so a changed project is never shown stale', () => {
    expect(projectPreviewUrl({ id: 'p1' as ProjectId, revision: 3 })).toBe('/images/projects/p1-3-640.jpg');
  });

  it('serve a cart line preview in every format', () => {
    expect(cartPreviewUrl('v1')).toBe('/images/previews/v1-640.jpg');
    expect(cartPreviewUrl('v1', 'avif')).toBe('/images/previews/v1-640.avif');
    expect(cartPreviewUrl('v1', 'webp', 'back')).toBe('/images/previews/v1-back-640.webp');
  });

  it("name each decorated surface's preview, the main one under the line's own URL", () => {
    const document = {
      ...designDocument(),
      surfaces: [
        { surfaceId: 'inside', layers: [] },
        ...designDocument().surfaces,
        { surfaceId: 'back', layers: designDocument().surfaces[0]!.layers },
      ],
    };
    expect(surfacePreviewUrls(document, 'v1')).toEqual([
      { surfaceId: 'front', url: '/images/previews/v1-640.jpg' },
      { surfaceId: 'back', url: '/images/previews/v1-back-640.jpg' },
    ]);
  });

  it('are named after their article, within the name limit', () => {
    expect(defaultProjectName('Canvas')).toBe('Canvas');
    expect(defaultProjectName('x'.repeat(100))).toHaveLength(80);
  });
});

describe('personalised lines', () => {
  it('keep the document and preview in the line customisation, and find them there', () => {
    const line = { document: designDocument(), previewId: 'v1', projectId: null };
    expect(personalisedLineOf(personalisedCustomisation(line))).toEqual(line);
  });

  it('are not found in other customisations', () => {
    expect(personalisedLineOf(null)).toBeNull();
    expect(personalisedLineOf({ text: 'Hi' })).toBeNull();
    expect(personalisedLineOf({ personalisation: 'forged' })).toBeNull();
  });
});
