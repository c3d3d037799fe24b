import { describe, expect, it } from 'vitest';
import { previewBlobKey } from '../../../../core/shop/personalisation/add-personalised-line.use-case.ts';
import type { ProjectId } from '../../../../core/shop/personalisation/project.ts';
import {
  cartLinePreview,
  projectPreview,
} from '../../../../core/shop/personalisation/render-preview-image.use-case.ts';
import { GUEST, personalisationWorld } from '../../../support/in-memory-personalisation.ts';
import { designDocument, textLayer } from '../../../support/personalisation-mother.ts';
import { ownedBy } from './project-world.ts';

const WORK = 'work' as ProjectId;
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("a cart line's preview", () => {
  it('is served in the format asked for, once kept', async () => {
    const { deps, blobs } = personalisationWorld();
    blobs.set(previewBlobKey('v1', 'webp'), new TextEncoder().encode('webp'));
    const image = (await cartLinePreview(deps)('v1', 'webp'))._unsafeUnwrap();
    expect({ ...image, bytes: text(image.bytes) }).toEqual({ bytes: 'webp', contentType: 'image/webp' });
    expect((await cartLinePreview(deps)('v1', 'jpg'))._unsafeUnwrapErr()).toEqual({ type: 'PreviewNotFound' });
  });

  it("serves another surface's preview by the surface's id", async () => {
    const { deps, blobs } = personalisationWorld();
    blobs.set(previewBlobKey('v1', 'jpg', 'back'), new TextEncoder().encode('back'));
    expect(text((await cartLinePreview(deps)('v1', 'jpg', 'back'))._unsafeUnwrap().bytes)).toBe('back');
    expect((await cartLinePreview(deps)('v1', 'jpg'))._unsafeUnwrapErr()).toEqual({ type: 'PreviewNotFound' });
  });
});

describe("a project's preview", () => {
  it('is drawn on first request at its current revision, then kept', async () => {
    const { deps, drawn, blobs } = personalisationWorld({ projects: [ownedBy(GUEST, 'work', { revision: 3 })] });
    const first = (await projectPreview(deps)(WORK, 3, 'avif'))._unsafeUnwrap();
    expect({ ...first, bytes: text(first.bytes) }).toEqual({ bytes: 'avif', contentType: 'image/avif' });
    expect(drawn[0]?.images.map((image) => image.id)).toEqual(['0b7f6c1e-2f4a-4c8e-9a1b-3c5d7e9f1a2b']);
    expect(blobs.has(previewBlobKey('project-work-3', 'jpg'))).toBe(true);
    const again = (await projectPreview(deps)(WORK, 3, 'jpg'))._unsafeUnwrap();
    expect(text(again.bytes)).toBe('jpg');
    expect(drawn).toHaveLength(1);
  });

  it('is drawn for every decorated surface at once, each served by its id', async () => {
    const document = {
      ...designDocument(),
      surfaces: [...designDocument().surfaces, { surfaceId: 'back', layers: [textLayer()] }],
    };
    const { deps, drawn } = personalisationWorld({ projects: [ownedBy(GUEST, 'work', { document })] });
    const back = (await projectPreview(deps)(WORK, 1, 'webp', 'back'))._unsafeUnwrap();
    expect(back.contentType).toBe('image/webp');
    expect(drawn.map((target) => target.surface.id)).toEqual(['back', 'front']);
    expect((await projectPreview(deps)(WORK, 1, 'jpg'))._unsafeUnwrap().contentType).toBe('image/jpeg');
    expect(drawn).toHaveLength(2);
  });

  it('is not found for another revision, an unknown project or an article without its surface', async () => {
    const { deps, drawn } = personalisationWorld({
      projects: [ownedBy(GUEST, 'work', { revision: 3 }), ownedBy(GUEST, 'poster', { articleId: 108 as never })],
    });
    for (const [id, revision] of [
      ['work', 2],
      ['missing', 1],
      ['poster', 1],
    ] as const)
      expect((await projectPreview(deps)(id as ProjectId, revision, 'jpg'))._unsafeUnwrapErr()).toEqual({
        type: 'PreviewNotFound',
      });
    expect(drawn).toHaveLength(0);
  });

  it('passes a drawing failure on, keeping nothing', async () => {
    const { deps, blobs } = personalisationWorld({ projects: [ownedBy(GUEST, 'work')], failingRenderer: true });
    expect((await projectPreview(deps)(WORK, 1, 'jpg'))._unsafeUnwrapErr()).toEqual({
      type: 'RenderFailure',
      cause: 'broken',
    });
    expect(blobs.size).toBe(0);
  });
});
