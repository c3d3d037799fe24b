import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateDesignDocument, type DesignProblem } from '../../../core/domain/personalisation/index.ts';
import { decodeWith } from '../../../adapters/shop-api-contract/decode-with.ts';
import {
  DesignDocumentCodec,
  DesignDocumentFromString,
  designProblemField,
  designProblemOf,
} from '../../../adapters/shop-api-contract/personalisation.codec.ts';
import { personalisationRejection } from '../../../adapters/shop-api-client/http-personalisation-gateway.ts';
import {
  arbitraryDocument,
  canvasArticle,
  CANVAS_ID,
  designDocument,
  UPLOAD_ID,
} from '../../support/personalisation-mother.ts';

const decode = decodeWith(DesignDocumentFromString);

describe('the design document codec', () => {
  it('reads back every document it writes', () => {
    fc.assert(
      fc.property(arbitraryDocument(), (document) => {
        expect(decode(DesignDocumentFromString.encode(document))._unsafeUnwrap()).toEqual(document);
      }),
    );
  });

  it('opens a version 1 document as today’s, ready to validate', () => {
    const v1 = {
      version: 1,
      articleId: CANVAS_ID,
      layers: [
        {
          kind: 'photo',
          id: 'p',
          uploadId: UPLOAD_ID,
          imageWidth: 1000,
          imageHeight: 800,
          x: 10,
          y: 10,
          width: 100,
          height: 80,
          rotation: 0,
        },
      ],
    };
    const opened = decodeWith(DesignDocumentCodec)(v1)._unsafeUnwrap();
    expect(opened.version).toBe(2);
    expect(opened.surfaces[0]?.layers[0]).toMatchObject({
      kind: 'photo',
      fit: 'free',
      transform: { centerX: 60, centerY: 50 },
    });
    expect(validateDesignDocument(opened, canvasArticle).isOk()).toBe(true);
  });

  it.each([
    ['not JSON', '{"version":', /^value: expected a design document as JSON, got/],
    [
      'an unknown version',
      JSON.stringify({ ...designDocument(), version: 3 }),
      /^value: expected a valid DesignDocumentFromString, got \{"version":3,/,
    ],
    [
      'an unknown layer kind',
      JSON.stringify({ ...designDocument(), surfaces: [{ surfaceId: 'front', layers: [{ kind: 'video' }] }] }),
      /^surfaces\.layers: expected a valid .*, got \{"kind":"video"\}$/,
    ],
    [
      'an unknown font',
      JSON.stringify({
        ...designDocument(),
        surfaces: [
          { surfaceId: 'front', layers: [{ ...designDocument().surfaces[0]?.layers[1], font: 'Comic Sans' }] },
        ],
      }),
      /^surfaces\.layers\.font: expected a valid FontFamily, got "Comic Sans"$/,
    ],
    [
      'an article id beyond the create route',
      JSON.stringify({ ...designDocument(), articleId: 20000 }),
      /^articleId: expected a valid ArticleId, got 20000$/,
    ],
    [
      'more than 64 kB',
      JSON.stringify({ ...designDocument(), padding: 'x'.repeat(64_000) }),
      /^value: expected a design document as JSON of at most 64000 bytes, got/,
    ],
  ])('refuses %s', (_, text, problem) => {
    expect(decode(text)._unsafeUnwrapErr()).toEqual({
      type: 'DecodeFailure',
      errors: [expect.stringMatching(problem)],
    });
  });

  it('refuses a document that is not text', () => {
    expect(decode({ version: 2 })._unsafeUnwrapErr()).toEqual({
      type: 'DecodeFailure',
      errors: ['value: expected a design document as JSON of at most 64000 bytes, got {"version":2}'],
    });
  });
});

describe('document problems on the wire', () => {
  const problems: DesignProblem[] = [
    { type: 'WrongArticle' },
    { type: 'UnknownSurface', surfaceId: 'inside' },
    { type: 'DuplicateSurface', surfaceId: 'back' },
    { type: 'TooManyLayers', surfaceId: 'front', max: 20 },
    { type: 'InvalidLayerId', layerId: 'a b' },
    { type: 'DuplicateLayerId', layerId: 'x' },
    { type: 'LayerOutOfBounds', layerId: 'x' },
    { type: 'InvalidPhoto', layerId: 'x' },
    { type: 'TextEmpty', layerId: 'x' },
    { type: 'TextTooLong', layerId: 'x', max: 300 },
    { type: 'InvalidTextStyle', layerId: 'x' },
  ];

  it('names the document, the surface or the layer, and reads back as the same problem', () => {
    const wire = problems.map(designProblemField).map(({ field, problem }) => ({ field, message: problem }));
    expect(wire.slice(0, 3)).toEqual([
      { field: 'document', message: 'WrongArticle' },
      { field: 'document.surfaces.inside', message: 'UnknownSurface' },
      { field: 'document.surfaces.back', message: 'DuplicateSurface' },
    ]);
    expect(wire.map(designProblemOf)).toEqual(problems);
    expect(personalisationRejection(wire)).toEqual({ type: 'DesignRejected', problems });
  });

  it('reads a refusal by its key, and anything else as field errors', () => {
    expect(personalisationRejection([{ field: 'document', message: 'ForeignUpload' }])).toEqual({
      type: 'PersonalisationRefused',
      reason: 'ForeignUpload',
    });
    expect(personalisationRejection([{ field: 'project_id', message: 'Required' }])).toEqual({
      type: 'PersonalisationFieldsRejected',
      fields: [{ field: 'projectId', problem: 'Required' }],
    });
    expect(designProblemOf({ field: 'document.surfaces.front', message: 'TextEmpty' })).toBeUndefined();
    expect(designProblemOf({ field: 'document', message: 'Nonsense' })).toBeUndefined();
  });
});
