import { describe, expect, it } from 'vitest';
import { documentFingerprint } from '../../../../core/domain/personalisation/document-fingerprint.ts';
import {
  addPersonalisedLine,
  previewBlobKey,
  previewSurfaces,
} from '../../../../core/shop/personalisation/add-personalised-line.use-case.ts';
import { personalisedLineOf } from '../../../../core/shop/personalisation/personalised-line.ts';
import type { ProjectId } from '../../../../core/shop/personalisation/project.ts';
import { GUEST, personalisationWorld, STRANGER } from '../../../support/in-memory-personalisation.ts';
import { canvasFront, designDocument, textLayer, UPLOAD_ID } from '../../../support/personalisation-mother.ts';
import { ownedBy } from './project-world.ts';

const onBack = () => ({
  ...designDocument([]),
  surfaces: [
    { surfaceId: 'front', layers: [] },
    { surfaceId: 'back', layers: [textLayer()] },
  ],
});

describe('adding a personalised article to the cart', () => {
  it('adds a line carrying the frozen document and a preview the shop drew in three formats', async () => {
    const { deps, blobs, drawn } = personalisationWorld();
    const document = designDocument();
    const cart = (await addPersonalisedLine(deps)(GUEST, { document, projectId: null, quantity: 2 }))._unsafeUnwrap();
    const previewId = documentFingerprint(document);
    const [line] = cart.lines;
    expect(line).toMatchObject({ articleId: 101, quantity: 2, urlPreview: `/images/previews/${previewId}-640.jpg` });
    expect(personalisedLineOf(line?.customisation ?? null)).toEqual({ document, previewId, projectId: null });
    expect([...blobs.keys()].sort()).toEqual(['avif', 'jpg', 'webp'].map((f) => previewBlobKey(previewId, f as 'jpg')));
    expect(drawn).toHaveLength(1);
    expect(drawn[0]?.surface.id).toBe('front');
    expect(drawn[0]?.images.map((image) => image.id)).toEqual([UPLOAD_ID]);
  });

  it('draws the same design once, however often it is added', async () => {
    const { deps, drawn } = personalisationWorld();
    const input = { document: designDocument(), projectId: null, quantity: 1 };
    await addPersonalisedLine(deps)(GUEST, input);
    const cart = (await addPersonalisedLine(deps)(GUEST, input))._unsafeUnwrap();
    expect(drawn).toHaveLength(1);
    expect(cart.lines).toHaveLength(1);
  });

  it('counts the add on the project it came from', async () => {
    const { deps, projects } = personalisationWorld({ projects: [ownedBy(GUEST, 'work')] });
    const input = { document: designDocument(), projectId: 'work' as ProjectId, quantity: 1 };
    await addPersonalisedLine(deps)(GUEST, input);
    expect(projects[0]?.popularity).toBe(1);
  });

  it('refuses an empty design and an article without surfaces', async () => {
    const { deps } = personalisationWorld();
    const empty = await addPersonalisedLine(deps)(GUEST, {
      document: designDocument([]),
      projectId: null,
      quantity: 1,
    });
    expect(empty._unsafeUnwrapErr()).toEqual({ type: 'NothingToPrint' });
    const poster = { ...designDocument([textLayer()]), articleId: 108 as never };
    const refused = await addPersonalisedLine(deps)(GUEST, { document: poster, projectId: null, quantity: 1 });
    expect(refused._unsafeUnwrapErr()).toEqual({ type: 'ArticleNotPersonalisable', articleId: 108 });
  });

  it('refuses a design drawing another visitor’s upload, and adds nothing', async () => {
    const { deps, carts } = personalisationWorld();
    const result = await addPersonalisedLine(deps)(STRANGER, {
      document: designDocument(),
      projectId: null,
      quantity: 1,
    });
    expect(result._unsafeUnwrapErr().type).toBe('ForeignUpload');
    expect(carts.kept).toHaveLength(0);
  });

  it('passes the cart’s own refusal on', async () => {
    const { deps } = personalisationWorld();
    const result = await addPersonalisedLine(deps)(GUEST, { document: designDocument(), projectId: null, quantity: 0 });
    expect(result._unsafeUnwrapErr().type).toBe('InvalidQuantity');
  });

  it('adds nothing when the preview cannot be drawn', async () => {
    const { deps, carts, blobs } = personalisationWorld({ failingRenderer: true });
    const result = await addPersonalisedLine(deps)(GUEST, { document: designDocument(), projectId: null, quantity: 1 });
    expect(result._unsafeUnwrapErr()).toEqual({ type: 'RenderFailure', cause: 'broken' });
    expect(carts.kept).toHaveLength(0);
    expect(blobs.size).toBe(0);
  });
});

describe('the surfaces a preview shows', () => {
  const both = [canvasFront, { ...canvasFront, id: 'back' }];
  const ids = (targets: ReturnType<typeof previewSurfaces>) => targets?.map((target) => target.surface.id);

  it('are the ones carrying something, the first of them the main one', () => {
    expect(ids(previewSurfaces(onBack(), both, []))).toEqual(['back']);
    const front = { surfaceId: 'front', layers: [textLayer()] };
    const twoSided = { ...onBack(), surfaces: [front, ...onBack().surfaces.slice(1)] };
    expect(ids(previewSurfaces(twoSided, both, []))).toEqual(['front', 'back']);
  });

  it('is the first surface of an empty design, and none when the article no longer has one of them', () => {
    expect(ids(previewSurfaces(designDocument([]), [canvasFront], []))).toEqual(['front']);
    expect(previewSurfaces(designDocument(), [{ ...canvasFront, id: 'other' }], [])).toBeUndefined();
    expect(previewSurfaces(onBack(), [canvasFront], [])).toBeUndefined();
    expect(previewSurfaces({ ...designDocument(), surfaces: [] }, [canvasFront], [])).toBeUndefined();
  });
});

describe('a two-sided design in the cart', () => {
  it('gets a preview of each decorated surface, the main one under the line’s own URL', async () => {
    const { deps, blobs, drawn } = personalisationWorld();
    const document = {
      ...designDocument(),
      surfaces: [...designDocument().surfaces, { surfaceId: 'back', layers: [textLayer({ id: 'back-title' })] }],
    };
    const cart = (await addPersonalisedLine(deps)(GUEST, { document, projectId: null, quantity: 1 }))._unsafeUnwrap();
    const previewId = documentFingerprint(document);
    expect(cart.lines[0]?.urlPreview).toBe(`/images/previews/${previewId}-640.jpg`);
    expect(drawn.map((target) => target.surface.id)).toEqual(['back', 'front']);
    const formats = ['avif', 'jpg', 'webp'] as const;
    expect([...blobs.keys()].sort()).toEqual(
      [
        ...formats.map((format) => previewBlobKey(previewId, format, 'back')),
        ...formats.map((format) => previewBlobKey(previewId, format)),
      ].sort(),
    );
    expect(previewBlobKey(previewId, 'jpg', 'back')).toBe(`previews/${previewId}/back/640.jpg`);
  });
});
