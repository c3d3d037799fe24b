import { describe, expect, it } from 'vitest';
import { documentFingerprint } from '../../../../core/domain/personalisation/document-fingerprint.ts';
import type { CartLineId } from '../../../../core/shop/carts/cart.ts';
import { addPersonalisedLine } from '../../../../core/shop/personalisation/add-personalised-line.use-case.ts';
import {
  changePersonalisedLine,
  openPersonalisedLine,
} from '../../../../core/shop/personalisation/edit-personalised-line.use-case.ts';
import {
  personalisedCustomisation,
  personalisedLineOf,
} from '../../../../core/shop/personalisation/personalised-line.ts';
import type { ProjectId } from '../../../../core/shop/personalisation/project.ts';
import { GUEST, personalisationWorld, STRANGER } from '../../../support/in-memory-personalisation.ts';
import { designDocument, textLayer } from '../../../support/personalisation-mother.ts';
import { ownedBy } from './project-world.ts';

/** A world where the guest has two of the mother's design in the cart, added from their project 'work'. */
const withLine = async () => {
  const world = personalisationWorld({ projects: [ownedBy(GUEST, 'work')] });
  const cart = await addPersonalisedLine(world.deps)(GUEST, {
    document: designDocument(),
    projectId: 'work' as ProjectId,
    quantity: 2,
  });
  const lineId = cart._unsafeUnwrap().lines[0]!.id as CartLineId;
  return { ...world, lineId };
};

const retexted = designDocument([textLayer({ text: 'Feliz cumpleaños' })]);

describe('editing a personalised cart line', () => {
  it('reopens the line’s frozen design with its article and quantity', async () => {
    const { deps, lineId } = await withLine();
    const opened = await openPersonalisedLine(deps)(GUEST, lineId);
    expect(opened._unsafeUnwrap()).toEqual({ lineId, articleId: 101, document: designDocument(), quantity: 2 });
  });

  it('puts the new design on the same line: one line, same quantity and project, new preview', async () => {
    const { deps, lineId, drawn } = await withLine();
    const cart = (await changePersonalisedLine(deps)(GUEST, lineId, retexted))._unsafeUnwrap();
    expect(cart.lines).toHaveLength(1);
    const [line] = cart.lines;
    const previewId = documentFingerprint(retexted);
    expect(line).toMatchObject({ id: lineId, quantity: 2, urlPreview: `/images/previews/${previewId}-640.jpg` });
    expect(personalisedLineOf(line?.customisation ?? null)).toEqual({
      document: retexted,
      previewId,
      projectId: 'work',
    });
    expect(drawn).toHaveLength(2);
  });

  it('answers another visitor’s line as not found, and changes nothing', async () => {
    const { deps, lineId, carts } = await withLine();
    const notFound = { type: 'CartLineNotFound', lineId };
    expect((await openPersonalisedLine(deps)(STRANGER, lineId))._unsafeUnwrapErr()).toEqual(notFound);
    expect((await changePersonalisedLine(deps)(STRANGER, lineId, retexted))._unsafeUnwrapErr()).toEqual(notFound);
    expect(personalisedLineOf(carts.kept[0]!.cart.lines[0]!.customisation)?.document).toEqual(designDocument());
  });

  it('answers a line without a design as not found: there is nothing to reopen', async () => {
    const { deps } = personalisationWorld();
    const cart = await deps.addLine(GUEST, { articleId: 101, designId: null, customisation: null, quantity: 1 });
    const lineId = cart._unsafeUnwrap().lines[0]!.id as CartLineId;
    expect((await openPersonalisedLine(deps)(GUEST, lineId))._unsafeUnwrapErr()).toEqual({
      type: 'CartLineNotFound',
      lineId,
    });
  });

  it('refuses a design of another article and an empty design', async () => {
    const { deps, lineId } = await withLine();
    const poster = { ...retexted, articleId: 108 as never };
    expect((await changePersonalisedLine(deps)(GUEST, lineId, poster))._unsafeUnwrapErr()).toEqual({
      type: 'DesignDocumentInvalid',
      problems: [{ type: 'WrongArticle' }],
    });
    expect((await changePersonalisedLine(deps)(GUEST, lineId, designDocument([])))._unsafeUnwrapErr()).toEqual({
      type: 'NothingToPrint',
    });
  });

  it('refuses a line whose article can no longer be personalised', async () => {
    const { deps } = personalisationWorld();
    const poster = { ...retexted, articleId: 108 as never };
    const customisation = personalisedCustomisation({ document: poster, previewId: 'old', projectId: null });
    const cart = await deps.addLine(GUEST, { articleId: 108, designId: null, customisation, quantity: 1 });
    const lineId = cart._unsafeUnwrap().lines[0]!.id as CartLineId;
    expect((await changePersonalisedLine(deps)(GUEST, lineId, poster))._unsafeUnwrapErr()).toEqual({
      type: 'ArticleNotPersonalisable',
      articleId: 108,
    });
  });
});
