import * as t from 'io-ts';
import { documented, jsonSchemaOf, jsonText } from './json-schema.ts';
import type { FieldProblem } from '../../core/domain/forms/field-problem.ts';
import type { ShopApiFieldError } from './shop-api-envelope.ts';
import {
  DESIGN_DOCUMENT_VERSION,
  PHOTO_FITS,
  type DesignDocument,
} from '../../core/domain/personalisation/design-document.ts';
import type { DesignProblem } from '../../core/domain/personalisation/design-validation.ts';
import { upgradeDesignDocument } from '../../core/domain/personalisation/document-upgrade.ts';
import { FONT_FAMILIES, TEXT_ALIGNMENTS } from '../../core/domain/personalisation/fonts.ts';
import { PERSONALISATION_LIMITS } from '../../core/domain/personalisation/limits.ts';
import { SURFACE_SHAPES, SURFACE_SIDES, type PrintSurface } from '../../core/domain/personalisation/print-surface.ts';
import { PROJECT_NAME_MAX_LENGTH } from '../../core/shop/personalisation/project.ts';
import { ArticleIdCodec, ArticleIdFromString, MoneyCodec, SortCodec } from './catalogue.codec.ts';
import { CartViewCodec } from './carts.codec.ts';
import { envelope } from './envelope.codec.ts';
import { nullable, textMatching, WholeNumberFromString } from './form-fields.codec.ts';
import type { FormFieldNames } from './form-field-names.ts';
import { wireType } from './wire-object.ts';

/** Shop API paths of personalisation, relative to the base path. */
export const PERSONALISATION_PATHS = {
  editor: '/personalisation/editor',
  projects: '/personalisation/projects',
  uploads: '/personalisation/uploads',
  cartLines: '/personalisation/cart-lines',
  cartLine: '/personalisation/cart-lines/:line_id',
  accountProjects: '/accounts/projects',
  accountProject: '/accounts/projects/:project_id',
  accountProjectCopies: '/accounts/projects/:project_id/copies',
} as const;

const literals = <T extends string>(values: readonly T[], name: string) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>, name);

// ---- The design document, version by version ----

const TransformCodec = t.type({
  centerX: t.number,
  centerY: t.number,
  width: t.number,
  height: t.number,
  rotation: t.number,
});

const ShortText = (name: string, max: number) =>
  documented(
    new t.Type<string, string, unknown>(
      name,
      (u): u is string => typeof u === 'string',
      (u, c) =>
        typeof u === 'string' && u.length <= max
          ? t.success(u)
          : t.failure(u, c, `expected text of at most ${max} characters`),
      String,
    ),
    { type: 'string', maxLength: max },
  );

// Strings are bounded here only to keep decoding cheap; the core's validation words the precise limits.
const LayerIdText = ShortText('LayerId', 256);
const LayerText = ShortText('LayerText', 4 * PERSONALISATION_LIMITS.textLength);

const PhotoLayerV2 = t.type({
  kind: t.literal('photo'),
  id: LayerIdText,
  uploadId: LayerIdText,
  imageWidth: t.number,
  imageHeight: t.number,
  crop: t.type({ x: t.number, y: t.number, width: t.number, height: t.number }),
  fit: literals(PHOTO_FITS, 'PhotoFit'),
  transform: TransformCodec,
});

const TextLayerV2 = t.type({
  kind: t.literal('text'),
  id: LayerIdText,
  text: LayerText,
  font: literals(FONT_FAMILIES, 'FontFamily'),
  sizeMm: t.number,
  colour: ShortText('Colour', 16),
  align: literals(TEXT_ALIGNMENTS, 'TextAlignment'),
  transform: TransformCodec,
});

const LayersCodec = t.readonlyArray(t.union([PhotoLayerV2, TextLayerV2]));

export const DesignDocumentV2Codec = t.type({
  version: t.literal(DESIGN_DOCUMENT_VERSION),
  articleId: ArticleIdCodec,
  surfaces: t.readonlyArray(t.type({ surfaceId: LayerIdText, layers: LayersCodec })),
});

const BoxV1 = { x: t.number, y: t.number, width: t.number, height: t.number, rotation: t.number };

export const DesignDocumentV1Codec = t.type({
  version: t.literal(1),
  articleId: ArticleIdCodec,
  layers: t.readonlyArray(
    t.union([
      t.type({
        kind: t.literal('photo'),
        id: LayerIdText,
        uploadId: LayerIdText,
        imageWidth: t.number,
        imageHeight: t.number,
        ...BoxV1,
      }),
      t.type({
        kind: t.literal('text'),
        id: LayerIdText,
        text: LayerText,
        font: literals(FONT_FAMILIES, 'FontFamily'),
        size: t.number,
        color: ShortText('Color', 16),
        align: literals(TEXT_ALIGNMENTS, 'TextAlignment'),
        ...BoxV1,
      }),
    ]),
  ),
});

/**
 * The design document at the edges: any version the shop ever wrote decodes, upgraded to today's; it is
 * always written as today's. Shapes only: limits and bounds are the core's `validateDesignDocument`.
 */
export const DesignDocumentCodec = documented(
  new t.Type<DesignDocument, t.OutputOf<typeof DesignDocumentV2Codec>, unknown>(
    'DesignDocument',
    (u): u is DesignDocument => DesignDocumentV2Codec.is(u),
    (u, c) => {
      const decoded = t.union([DesignDocumentV2Codec, DesignDocumentV1Codec]).validate(u, c);
      return decoded._tag === 'Right' ? t.success(upgradeDesignDocument(decoded.right)) : decoded;
    },
    (document) => DesignDocumentV2Codec.encode(document),
  ),
  () => jsonSchemaOf(DesignDocumentV2Codec),
);

const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

/** The document as a form field: JSON text of at most the shop's document size. */
export const DesignDocumentFromString = documented(
  new t.Type<DesignDocument, string, unknown>(
    'DesignDocumentFromString',
    DesignDocumentCodec.is,
    (u, c) => {
      const max = PERSONALISATION_LIMITS.maxDocumentBytes;
      if (typeof u !== 'string' || utf8Length(u) > max)
        return t.failure(u, c, `expected a design document as JSON of at most ${max} bytes`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(u);
      } catch {
        return t.failure(u, c, 'expected a design document as JSON');
      }
      return DesignDocumentCodec.validate(parsed, c);
    },
    (document) => JSON.stringify(DesignDocumentCodec.encode(document)),
  ),
  () =>
    jsonText({
      ...jsonSchemaOf(DesignDocumentV2Codec),
      description: `A design document as JSON, at most ${PERSONALISATION_LIMITS.maxDocumentBytes} bytes`,
    }),
);

// ---- Requests ----

const ProjectIdCodec = textMatching(
  'ProjectId',
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  'expected a project id',
);

/** Empty means none, as a form sends an unused field. */
const OptionalProjectId = textMatching(
  'OptionalProjectId',
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/,
  'expected a project id',
);

/** The request field names of personalisation's forms by the core's field names. */
export const PERSONALISATION_FORM_FIELDS = {
  articleId: 'article_id',
  projectId: 'project_id',
} as const satisfies FormFieldNames;

export const EditorQuery = t.intersection([
  t.type({ article_id: ArticleIdFromString }),
  t.partial({ project_id: OptionalProjectId, ext_session_id: t.string }),
]);

export const AutosaveBody = t.intersection([
  t.type({ article_id: ArticleIdFromString, document: DesignDocumentFromString }),
  t.partial({ project_id: OptionalProjectId, ext_session_id: t.string }),
]);

export const PersonalisedCartLineBody = t.intersection([
  t.type({ document: DesignDocumentFromString, quantity: WholeNumberFromString }),
  t.partial({ project_id: OptionalProjectId, ext_session_id: t.string }),
]);

/** A re-edited design for a personalised cart line: the line keeps its quantity. */
export const PersonalisedLineChangeBody = t.intersection([
  t.type({ document: DesignDocumentFromString }),
  t.partial({ ext_session_id: t.string }),
]);

export const ProjectsQuery = t.partial({ sort: SortCodec, ext_session_id: t.string });

export const ProjectParams = t.type({ project_id: ProjectIdCodec });

export const RenameProjectBody = t.type({
  name: textMatching('ProjectName', new RegExp(`^[^\\0]{0,${PROJECT_NAME_MAX_LENGTH * 2}}$`, 'u'), 'expected a name'),
});

/** A personalisation request body holds a document: form-encoding JSON can triple its size. */
export const PERSONALISATION_BODY_LIMIT = 4 * PERSONALISATION_LIMITS.maxDocumentBytes;

// ---- Responses ----

const mmRectFields = { x: t.number, y: t.number, width: t.number, height: t.number };

/** A print surface's fields with the codec that makes an object of them: the Shop API's, or the database's. */
const printSurfaceOf = (object: (props: t.Props, name: string) => t.Mixed) =>
  object(
    {
      id: t.string,
      side: literals(SURFACE_SIDES, 'SurfaceSide'),
      shape: literals(SURFACE_SHAPES, 'SurfaceShape'),
      widthMm: t.number,
      heightMm: t.number,
      bleedMm: t.number,
      safeMarginMm: t.number,
      mask: nullable(object({ cornerRadiusMm: t.number, cameraCutout: object(mmRectFields, 'MmRect') }, 'SurfaceMask')),
      recommendedPpi: t.number,
      minimumPpi: t.number,
    },
    'PrintSurface',
  ) as t.Type<PrintSurface, unknown, unknown>;

export const PrintSurfaceCodec = printSurfaceOf((props, name) => wireType(props, name));

/** A print surface as the catalogue's database keeps it, in the domain's names. */
export const StoredPrintSurfaceCodec = printSurfaceOf((props, name) => t.type(props, name));

export const EditorArticleCodec = wireType(
  { articleId: ArticleIdCodec, name: t.string, unitPrice: MoneyCodec, surfaces: t.readonlyArray(PrintSurfaceCodec) },
  'EditorArticle',
);

const ProjectSummaryFields = {
  id: t.string,
  articleId: ArticleIdCodec,
  name: t.string,
  revision: t.number,
  popularity: t.number,
  urlPreview: t.string,
  /** ISO 8601 instants. */
  createdAt: t.string,
  updatedAt: t.string,
};

/** A project; its design document keeps the document's own names, as it is stored and sent in forms. */
export const ProjectCodec = wireType(
  { ...ProjectSummaryFields, document: DesignDocumentCodec, unitPrice: MoneyCodec },
  'Project',
);

export const ProjectSummaryCodec = wireType({ ...ProjectSummaryFields, articleName: t.string }, 'ProjectSummary');

export const EditorStartCodec = wireType(
  { article: EditorArticleCodec, project: nullable(ProjectCodec) },
  'EditorStart',
);

/** A personalised cart line as the editor reopens it. */
export const PersonalisedLineToEditCodec = wireType(
  { lineId: t.string, articleId: ArticleIdCodec, document: DesignDocumentCodec, quantity: t.number },
  'PersonalisedLineToEdit',
);

export const VisitorUploadCodec = wireType(
  {
    id: t.string,
    width: t.number,
    height: t.number,
    canvasUrl: t.string,
    thumbnailUrl: t.string,
    uploadedAt: t.string,
  },
  'VisitorUpload',
);

export const VisitorUploadsCodec = t.readonlyArray(VisitorUploadCodec);
export const ProjectSummariesCodec = t.readonlyArray(ProjectSummaryCodec);
/** Deleting answers nothing but success. */
export const NothingCodec = t.null;

export const EditorStartResponse = envelope(EditorStartCodec);
export const ProjectResponse = envelope(ProjectCodec);
export const PersonalisedCartResponse = envelope(CartViewCodec);

// ---- Refusals as 5004 field errors, both ways ----

/** Refusals of a whole document or request the editor words by their key (the 5004's message). */
export const PERSONALISATION_REFUSALS = [
  'ArticleNotPersonalisable',
  'ProjectNotFound',
  'ForeignUpload',
  'DocumentTooLarge',
  'NothingToPrint',
  'TooManyProjects',
  'SignInRequired',
  'InvalidProjectName',
  'PreviewFailed',
] as const;

export type PersonalisationRefusal = (typeof PERSONALISATION_REFUSALS)[number];

export const isPersonalisationRefusal = (value: string): value is PersonalisationRefusal =>
  (PERSONALISATION_REFUSALS as readonly string[]).includes(value);

const SURFACE_FIELD = 'document.surfaces.';
const LAYER_FIELD = 'document.layers.';

/** A document problem as a 5004 field: the document, one of its surfaces or one of its layers. */
export const designProblemField = (problem: DesignProblem): FieldProblem => {
  switch (problem.type) {
    case 'WrongArticle':
      return { field: 'document', problem: problem.type };
    case 'UnknownSurface':
    case 'DuplicateSurface':
    case 'TooManyLayers':
      return { field: `${SURFACE_FIELD}${problem.surfaceId}`, problem: problem.type };
    default:
      return { field: `${LAYER_FIELD}${problem.layerId}`, problem: problem.type };
  }
};

const LAYER_PROBLEMS = [
  'InvalidLayerId',
  'DuplicateLayerId',
  'LayerOutOfBounds',
  'InvalidPhoto',
  'TextEmpty',
  'TextTooLong',
  'InvalidTextStyle',
] as const;

type LayerProblemType = (typeof LAYER_PROBLEMS)[number];

const isLayerProblem = (value: string): value is LayerProblemType =>
  (LAYER_PROBLEMS as readonly string[]).includes(value);

/** The client's side: a 5004 field read back as the document problem it names, or undefined for another field. */
export const designProblemOf = (field: ShopApiFieldError): DesignProblem | undefined => {
  const { message } = field;
  if (field.field === 'document' && message === 'WrongArticle') return { type: 'WrongArticle' };
  if (field.field.startsWith(SURFACE_FIELD)) {
    const surfaceId = field.field.slice(SURFACE_FIELD.length);
    if (message === 'UnknownSurface' || message === 'DuplicateSurface') return { type: message, surfaceId };
    if (message === 'TooManyLayers') return { type: message, surfaceId, max: PERSONALISATION_LIMITS.layersPerSurface };
  }
  if (field.field.startsWith(LAYER_FIELD) && isLayerProblem(message)) {
    const layerId = field.field.slice(LAYER_FIELD.length);
    return message === 'TextTooLong'
      ? { type: message, layerId, max: PERSONALISATION_LIMITS.textLength }
      : { type: message, layerId };
  }
  return undefined;
};
