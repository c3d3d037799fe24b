import { describe, expect, it } from 'vitest';
import type { ArticleId } from '../../../../core/domain/catalogue/article.ts';
import { autosaveProject } from '../../../../core/shop/personalisation/autosave-project.use-case.ts';
import { openEditor } from '../../../../core/shop/personalisation/open-editor.use-case.ts';
import { MAX_PROJECTS_PER_OWNER, type ProjectId } from '../../../../core/shop/personalisation/project.ts';
import {
  CUSTOMER,
  GUEST,
  guestPhoto,
  personalisationWorld,
  STRANGER,
} from '../../../support/in-memory-personalisation.ts';
import { CANVAS_ID, designDocument, photoLayer, textLayer } from '../../../support/personalisation-mother.ts';
import { ownedBy } from './project-world.ts';

const POSTER_ID = 108 as ArticleId;
const NOT_SOLD = 999 as ArticleId;
const draft = (document = designDocument()) => ({ articleId: CANVAS_ID, projectId: null, document });

describe('opening the editor', () => {
  it('answers the article’s surfaces and price, and no work for a first visit', async () => {
    const { deps } = personalisationWorld();
    const start = (await openEditor(deps)(GUEST, CANVAS_ID, null))._unsafeUnwrap();
    expect(start.article).toMatchObject({ articleId: CANVAS_ID, name: 'Taza', unitPrice: { amount: 1295 } });
    expect(start.article.surfaces.map((surface) => surface.id)).toEqual(['front', 'back']);
    expect(start.project).toBeNull();
  });

  it('reopens the project asked for, else the visitor’s latest work on the article', async () => {
    const at = (hour: string) => Date.parse(`2026-11-01T${hour}:00:00Z`);
    const { deps } = personalisationWorld({
      projects: [
        ownedBy(GUEST, 'older', { updatedAt: at('08') }),
        ownedBy(GUEST, 'latest', { updatedAt: at('09') }),
        ownedBy(STRANGER, 'strangers', { updatedAt: at('10') }),
        ownedBy(GUEST, 'other-article', { articleId: POSTER_ID, updatedAt: at('11') }),
      ],
    });
    const opened = async (id: string | null) =>
      (await openEditor(deps)(GUEST, CANVAS_ID, id as ProjectId | null))._unsafeUnwrap().project?.id;
    expect(await opened('older')).toBe('older');
    expect(await opened(null)).toBe('latest');
    expect(await opened('strangers')).toBe('latest');
    expect(await opened('other-article')).toBe('latest');
  });

  it('refuses an article without print surfaces or not sold in the store', async () => {
    const { deps } = personalisationWorld();
    for (const articleId of [POSTER_ID, NOT_SOLD])
      expect((await openEditor(deps)(GUEST, articleId, null))._unsafeUnwrapErr()).toEqual({
        type: 'ArticleNotPersonalisable',
        articleId,
      });
  });

  it('passes a catalogue failure on', async () => {
    const { deps } = personalisationWorld({ brokenSurfaces: true });
    expect((await openEditor(deps)(GUEST, CANVAS_ID, null))._unsafeUnwrapErr().type).toBe('RepositoryFailure');
  });
});

describe('autosaving', () => {
  it('creates the first save as a project named after the article, priced by the core', async () => {
    const { deps, projects } = personalisationWorld();
    const twoSides = {
      ...designDocument([textLayer()]),
      surfaces: [
        { surfaceId: 'front', layers: [textLayer()] },
        { surfaceId: 'back', layers: [textLayer({ id: 'text-2' })] },
      ],
    };
    const saved = (await autosaveProject(deps)(GUEST, draft(twoSides)))._unsafeUnwrap();
    expect(saved).toMatchObject({ name: 'Taza', revision: 1, popularity: 0, unitPrice: { amount: 1295 + 324 } });
    expect(projects).toHaveLength(1);
    expect(projects[0]?.owner).toEqual(GUEST);
  });

  it('replaces the document of a later save, bumping the revision', async () => {
    const { deps, projects } = personalisationWorld({ projects: [ownedBy(GUEST, 'work')] });
    const input = { ...draft(designDocument([textLayer({ text: 'Changed' })])), projectId: 'work' as ProjectId };
    const saved = (await autosaveProject(deps)(GUEST, input))._unsafeUnwrap();
    expect(saved.revision).toBe(2);
    expect(projects[0]?.document.surfaces[0]?.layers[0]).toMatchObject({ text: 'Changed' });
  });

  it('never writes a project that is not the visitor’s', async () => {
    const { deps, projects } = personalisationWorld({ projects: [ownedBy(STRANGER, 'theirs')] });
    const input = { ...draft(designDocument([textLayer()])), projectId: 'theirs' as ProjectId };
    expect((await autosaveProject(deps)(GUEST, input))._unsafeUnwrapErr()).toEqual({ type: 'ProjectNotFound' });
    expect(projects[0]?.revision).toBe(1);
  });

  it('refuses a document of another article than the one edited', async () => {
    const { deps } = personalisationWorld();
    const input = { ...draft(), articleId: POSTER_ID };
    expect((await autosaveProject(deps)(GUEST, input))._unsafeUnwrapErr()).toEqual({
      type: 'DesignDocumentInvalid',
      problems: [{ type: 'WrongArticle' }],
    });
  });

  it('refuses a visitor at the project limit', async () => {
    const many = Array.from({ length: MAX_PROJECTS_PER_OWNER }, (_, at) => ownedBy(GUEST, `p-${at}`));
    const { deps } = personalisationWorld({ projects: many });
    expect((await autosaveProject(deps)(GUEST, draft()))._unsafeUnwrapErr()).toEqual({
      type: 'TooManyProjects',
      max: MAX_PROJECTS_PER_OWNER,
    });
  });
});

describe('the document the shop keeps', () => {
  it('is bounded in size', async () => {
    const { deps } = personalisationWorld();
    // A control character is six characters once stored (\u0001): 40 such texts pass the limit.
    const layers = (side: string) =>
      Array.from({ length: 20 }, (_, at) => textLayer({ id: `${side}${at}`, text: '\u0001'.repeat(300) }));
    const big = {
      ...designDocument(),
      surfaces: [
        { surfaceId: 'front', layers: layers('f') },
        { surfaceId: 'back', layers: layers('b') },
      ],
    };
    expect((await autosaveProject(deps)(GUEST, draft(big)))._unsafeUnwrapErr()).toEqual({
      type: 'DocumentTooLarge',
      maxBytes: 64_000,
    });
  });

  it('is valid for its article', async () => {
    const { deps } = personalisationWorld();
    const invalid = designDocument([textLayer({ text: ' ' })]);
    expect((await autosaveProject(deps)(GUEST, draft(invalid)))._unsafeUnwrapErr().type).toBe('DesignDocumentInvalid');
  });

  it('draws only the visitor’s own uploads, at their real pixel size', async () => {
    const { deps } = personalisationWorld();
    expect((await autosaveProject(deps)(STRANGER, draft()))._unsafeUnwrapErr()).toMatchObject({
      type: 'ForeignUpload',
    });
    const misstated = designDocument([photoLayer({ imageWidth: 6000, imageHeight: 4800 })]);
    expect((await autosaveProject(deps)(GUEST, draft(misstated)))._unsafeUnwrapErr()).toEqual({
      type: 'DesignDocumentInvalid',
      problems: [{ type: 'InvalidPhoto', layerId: 'photo-1' }],
    });
  });

  it('may draw a customer’s upload kept from an earlier session', async () => {
    const { deps } = personalisationWorld({
      images: [guestPhoto({ sessionId: 'earlier' as never, customerId: CUSTOMER.customerId })],
    });
    expect((await autosaveProject(deps)(CUSTOMER, draft()))._unsafeUnwrap().revision).toBe(1);
  });
});
