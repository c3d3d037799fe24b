import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  addLayer,
  blankDocument,
  bringForward,
  moveBy,
  placePhoto,
  placeText,
  printQuality,
  removeLayer,
  sendBackward,
  type DesignDocument,
  type Layer,
  type PrintSurface,
  type Transform,
} from '../../../core/domain/personalisation/index.ts';
import type { CreatePageData } from '../../../core/storefront/personalisation/load-create-page.use-case.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { ConstructorHeader } from './constructor-header.tsx';
import { changeLayer, layerAt, layersOn, textHeight, withTransform, type Selection } from './editor-document.ts';
import { DEFAULT_FONT, EDITOR_FONTS, loadFont } from './editor-fonts.ts';
import { LayerInspector } from './layer-inspector.tsx';
import { LayerList } from './layer-list.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { useAutosave } from './use-autosave.ts';
import { useEditorStart, type EditorStart, type OpeningFailure } from './use-editor-start.ts';
import { useDesignEditor } from './use-design-editor.ts';
import { useEditorKeys } from './use-editor-keys.ts';
import { useLineToEdit } from './use-line-to-edit.ts';
import { usePhotoUploads, type UploadedPhoto } from './use-photo-uploads.ts';
import { useStageSize } from './use-stage-size.ts';

// Konva and its React renderer arrive in a chunk of their own, only here and only in the browser.
const EditorCanvas = lazy(() => import('./editor-canvas.tsx').then((module) => ({ default: module.EditorCanvas })));

let nextLayer = 0;
const newLayerId = () => `l${Date.now().toString(36)}${(nextLayer += 1).toString(36)}`;

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3] as const;

/** Letters a sixth of the safe area's height, so new words are big enough to read and small enough to fit. */
const newTextSize = (surface: PrintSurface) =>
  Math.max(4, Math.round((surface.heightMm - 2 * surface.safeMarginMm) / 6));

/**
 * The product constructor: photos and words on the article's print surface, every action a labelled control,
 * the canvas (Konva) loaded once the page is live, the work kept as it changes. It opens on the shop's answer: the
 * article's print surfaces are the shop's alone.
 */
export const CreatePage = ({ data }: { readonly data: CreatePageData }) => {
  const opening = useEditorStart(data.article.id, data.projectId);
  const line = useLineToEdit(data.lineId);
  // A line of another article is not this editor's to change.
  if (line.kind === 'gone' || (line.kind === 'open' && line.line.articleId !== data.article.id))
    return <EditorOpening data={data} failure="lineGone" />;
  if (opening.kind === 'failed') return <EditorOpening data={data} failure={opening.failure} />;
  if (opening.kind !== 'open' || line.kind === 'opening') return <EditorOpening data={data} failure={null} />;
  // A cart line opens its own frozen design, saved to nothing until the shopper updates the line.
  return line.kind === 'open' ? (
    <DesignEditor
      data={data}
      start={{ ...opening.start, document: line.line.document, projectId: null }}
      lineId={line.line.lineId}
    />
  ) : (
    <DesignEditor data={data} start={opening.start} lineId={null} />
  );
};

/** The constructor's frame while the shop answers, or why it could not open. */
const EditorOpening = ({
  data,
  failure,
}: {
  readonly data: CreatePageData;
  readonly failure: OpeningFailure | 'lineGone' | null;
}) => {
  const { t } = useTexts('create');
  const [design] = useState(() => blankDocument(data.article.id, []));
  return (
    <div className="constructor">
      <ConstructorHeader
        article={data.article}
        prices={data.prices}
        saveState={null}
        design={design}
        needsConfirmation={false}
        disabled
        projectId={null}
        lineId={null}
      />
      <main id="main" className="constructor-body constructor-opening">
        {failure === null ? (
          <p className="constructor-loading" role="status">
            {t('loading')}
          </p>
        ) : (
          <p role="alert" className="constructor-failed">
            {t(`opening.${failure}`, { article: data.article.name })}
          </p>
        )}
      </main>
    </div>
  );
};

const DesignEditor = ({
  data,
  start,
  lineId,
}: {
  readonly data: CreatePageData;
  readonly start: EditorStart;
  /** The cart line being changed: nothing is autosaved, and buying updates that line. */
  readonly lineId: string | null;
}) => {
  const { t } = useTexts('create');
  const hydrated = useHydrated();
  const { personalisation } = useUseCases();
  const article = start.article;
  const ready = hydrated;
  const editor = useDesignEditor(() =>
    blankDocument(
      article.articleId,
      article.surfaces.map((one) => one.id),
    ),
  );
  const [surfaceId, setSurfaceId] = useState(article.surfaces[0]!.id);
  const surface = article.surfaces.find((one) => one.id === surfaceId) ?? article.surfaces[0]!;
  const [selection, setSelection] = useState<Selection | null>(null);
  const [zoom, setZoom] = useState<number>(1);
  const [announcement, setAnnouncement] = useState('');
  const projectId = useRef<string | null>(null);
  const { design, edit } = editor;
  const layers = layersOn(design, surface.id);
  const selected = layerAt(design, selection);

  const addPhoto = (photo: UploadedPhoto) => {
    const layer = placePhoto(newLayerId(), photo, surface, 'fit');
    edit((document) => addLayer(document, surface.id, layer));
    setSelection({ surfaceId: surface.id, layerId: layer.id });
    setAnnouncement(t('announce.photoAdded', { name: photo.name }));
  };
  const uploads = usePhotoUploads(addPhoto);

  // The work to resume (else a blank design on every surface); a template starts a blank design with the catalogue
  // design's print artwork filling the first surface, uploaded as the visitor's photo but not listed among theirs.
  // It lands at the bottom without taking the selection, so what the shopper added meanwhile stays on top and chosen.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    projectId.current = start.projectId;
    if (start.document !== null) editor.restore(start.document);
    if (start.document !== null || data.template === null) return;
    const first = start.article.surfaces[0]!;
    void personalisation.templatePhoto(data.template, first).map((picked) =>
      uploads.send(
        picked,
        (photo) => {
          edit((document) => addLayer(document, first.id, placePhoto(newLayerId(), photo, first, 'fill'), 'bottom'));
          setAnnouncement(t('announce.photoAdded', { name: photo.name }));
        },
        { remembered: false },
      ),
    );
  }, [start, data.template, editor, edit, personalisation, uploads, t]);

  const save = useCallback(
    (document: DesignDocument): Promise<boolean> =>
      personalisation.autosave({ articleId: document.articleId, projectId: projectId.current, document }).match(
        (project) => {
          projectId.current = project.id;
          return true;
        },
        () => false,
      ),
    [personalisation],
  );
  const saveState = useAutosave(design, lineId === null ? save : null);

  const fontsReady = useFontsReady();
  // Read once the page is live: the theme does not change under the editor.
  const colours = useMemo(() => (hydrated ? canvasColours() : null), [hydrated]);
  const { ref: stageRef, pxPerMm } = useStageSize(surface, zoom);

  const addText = () => {
    const text = t('text.placeholder');
    const layer = placeText(
      newLayerId(),
      text,
      { font: DEFAULT_FONT, sizeMm: newTextSize(surface), colour: '#1f1a17' },
      surface,
    );
    edit((document) => addLayer(document, surface.id, layer));
    setSelection({ surfaceId: surface.id, layerId: layer.id });
    setAnnouncement(t('announce.textAdded'));
  };

  const transform = useCallback(
    (layerId: string, next: Transform, scaleY: number) =>
      edit((document) =>
        changeLayer(document, surfaceId, layerId, (layer): Layer => {
          if (layer.kind === 'photo') return { ...layer, fit: 'free', transform: next };
          const sizeMm = Math.max(1, Math.min(300, layer.sizeMm * scaleY));
          return { ...layer, sizeMm, transform: { ...next, height: textHeight({ text: layer.text, sizeMm }) } };
        }),
      ),
    [edit, surfaceId],
  );

  const commands = selected &&
    selection && {
      change: (change: (layer: Layer) => Layer) =>
        edit((document) => changeLayer(document, selection.surfaceId, selection.layerId, change)),
      restack: (step: 1 | -1) =>
        edit((document) =>
          (step === 1 ? bringForward : sendBackward)(document, selection.surfaceId, selection.layerId),
        ),
      remove: () => {
        edit((document) => removeLayer(document, selection.surfaceId, selection.layerId));
        setSelection(null);
        setAnnouncement(t('announce.deleted'));
      },
    };

  useEditorKeys({
    editor,
    move: commands
      ? (dx, dy) => commands.change((layer) => withTransform(layer, moveBy(layer.transform, dx, dy)))
      : null,
    remove: commands?.remove ?? null,
  });

  const needsConfirmation = design.surfaces.some((one) => {
    const onSurface = article.surfaces.find((candidate) => candidate.id === one.surfaceId);
    return (
      onSurface !== undefined &&
      one.layers.some((layer) => layer.kind === 'photo' && printQuality(layer, onSurface).level === 'below-minimum')
    );
  });

  return (
    <div className="constructor">
      <ConstructorHeader
        article={data.article}
        prices={data.prices}
        saveState={lineId === null ? saveState : null}
        design={design}
        needsConfirmation={needsConfirmation}
        disabled={!ready}
        projectId={projectId.current}
        lineId={lineId}
      />
      <main id="main" className="constructor-body">
        <section className="constructor-tools" aria-labelledby="constructor-tools-title">
          <h2 id="constructor-tools-title" className="visually-hidden">
            {t('tools')}
          </h2>
          <PhotoPicker uploads={uploads} disabled={!ready} onPickEarlier={addPhoto} />
          <button type="button" className="button-secondary" disabled={!ready} onClick={addText}>
            {t('addText')}
          </button>
          <div className="constructor-history" role="group" aria-label={t('history')}>
            <button type="button" className="button-secondary" disabled={!editor.canUndo} onClick={editor.undo}>
              {t('undo')}
            </button>
            <button type="button" className="button-secondary" disabled={!editor.canRedo} onClick={editor.redo}>
              {t('redo')}
            </button>
          </div>
          <div className="constructor-zoom" role="group" aria-label={t('zoom.label')}>
            <button
              type="button"
              className="button-secondary"
              disabled={zoom <= ZOOMS[0]}
              onClick={() => setZoom((now) => ZOOMS.filter((z) => z < now).at(-1) ?? now)}
            >
              {t('zoom.out')}
            </button>
            <output aria-live="polite">{Math.round(zoom * 100)} %</output>
            <button
              type="button"
              className="button-secondary"
              disabled={zoom >= ZOOMS[ZOOMS.length - 1]!}
              onClick={() => setZoom((now) => ZOOMS.find((z) => z > now) ?? now)}
            >
              {t('zoom.in')}
            </button>
          </div>
        </section>
        <section className="constructor-stage" aria-labelledby="constructor-stage-title">
          <h2 id="constructor-stage-title" className="visually-hidden">
            {t('stage', { article: data.article.name })}
          </h2>
          {article.surfaces.length > 1 && (
            <div className="constructor-surfaces" role="group" aria-label={t('surfaces.label')}>
              {article.surfaces.map((one) => (
                <button
                  key={one.id}
                  type="button"
                  className="button-secondary"
                  aria-pressed={one.id === surface.id}
                  onClick={() => {
                    setSurfaceId(one.id);
                    setSelection(null);
                  }}
                >
                  {t(`surfaces.${one.side}`)}
                </button>
              ))}
            </div>
          )}
          <div
            ref={stageRef}
            className="constructor-canvas"
            role="img"
            aria-label={t('canvasLabel', { article: data.article.name })}
            aria-describedby="constructor-layers"
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              const file = event.dataTransfer.files[0];
              if (file) void uploads.upload(file);
            }}
          >
            {colours && ready && fontsReady && pxPerMm > 0 ? (
              <Suspense fallback={<p className="constructor-loading">{t('loading')}</p>}>
                <EditorCanvas
                  surface={surface}
                  layers={layers}
                  selectedId={selection?.surfaceId === surface.id ? selection.layerId : null}
                  pxPerMm={pxPerMm}
                  onSelect={(layerId) => setSelection(layerId === null ? null : { surfaceId: surface.id, layerId })}
                  onTransform={transform}
                  colours={colours}
                />
              </Suspense>
            ) : (
              <p className="constructor-loading">{t('loading')}</p>
            )}
          </div>
          <p className="constructor-hint">{t('hint')}</p>
          <LayerList
            id="constructor-layers"
            layers={layers}
            surface={surface}
            selectedId={selection?.layerId ?? null}
            onSelect={(layerId) => setSelection({ surfaceId: surface.id, layerId })}
          />
        </section>
        {selected && commands ? (
          <LayerInspector layer={selected} surface={surface} commands={commands} />
        ) : (
          <section className="constructor-inspector" aria-labelledby="constructor-inspector-empty">
            <h2 id="constructor-inspector-empty">{t('inspector.none')}</h2>
            <p>{t('inspector.noneHint')}</p>
          </section>
        )}
      </main>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
};

/** Canvas colours from the theme's tokens: a canvas cannot use CSS custom properties itself. */
const canvasColours = () => {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    guide: read('--color-accent', '#1f5f5b'),
    warning: read('--color-danger', '#b3261e'),
    paper: '#ffffff',
    bleed: read('--color-surface-sunken', '#f3ede4'),
  };
};

/** The text faces load before the canvas paints, so words never flash in a fallback face. */
const useFontsReady = (): boolean => {
  const [ready, setReady] = useState(false);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void Promise.all(EDITOR_FONTS.map(loadFont)).then(() => setReady(true));
  }, []);
  return ready;
};
