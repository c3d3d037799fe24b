import {
  isFlaggedOutsideSafeArea,
  moveBy,
  PERSONALISATION_LIMITS,
  printQuality,
  refitPhoto,
  rotateBy,
  TEXT_ALIGNMENTS,
  type Layer,
  type PrintSurface,
} from '../../../core/domain/personalisation/index.ts';
import { useTexts } from '../../app/use-texts.ts';
import { cropZoomOf, scaleLayer, textHeight, withTransform, zoomCrop } from './editor-document.ts';
import { EDITOR_FONTS } from './editor-fonts.ts';

/** Edits of the selected layer: `change` makes one undoable step of what it returns. */
export type LayerCommands = {
  readonly change: (change: (layer: Layer) => Layer) => void;
  readonly restack: (step: 1 | -1) => void;
  readonly remove: () => void;
};

/** Words for a photo's print quality and a layer outside the safe area. */
export const LayerWarnings = ({ layer, surface }: { readonly layer: Layer; readonly surface: PrintSurface }) => {
  const { t } = useTexts('create');
  const quality = layer.kind === 'photo' ? printQuality(layer, surface) : null;
  const outside = isFlaggedOutsideSafeArea(layer, surface);
  const low = quality !== null && quality.level !== 'ok';
  if (!low && !outside) return null;
  return (
    <ul className="constructor-warnings">
      {low && (
        <li className={quality.level === 'below-minimum' ? 'is-danger' : undefined}>
          {t(quality.level === 'below-minimum' ? 'quality.tooLow' : 'quality.blurry', { ppi: quality.effectivePpi })}
        </li>
      )}
      {outside && <li>{t('outsideSafeArea')}</li>}
    </ul>
  );
};

/** Millimetres a move button moves the layer. */
const MOVE_STEP_MM = 5;
const TURN_STEP_DEGREES = 15;
const SCALE_STEP = 1.1;

/** Every action on the selected layer as a labelled control, so nothing needs a pointer. */
export const LayerInspector = ({
  layer,
  surface,
  commands,
}: {
  readonly layer: Layer;
  readonly surface: PrintSurface;
  readonly commands: LayerCommands;
}) => {
  const { t } = useTexts('create');
  const id = `layer-${layer.id}`;
  const { change } = commands;
  const move = (dx: number, dy: number) => change((l) => withTransform(l, moveBy(l.transform, dx, dy)));
  const action = (label: string, run: () => void, className = 'button-secondary') => (
    <button type="button" className={className} onClick={run}>
      {t(label)}
    </button>
  );
  return (
    <section className="constructor-inspector" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{layer.kind === 'photo' ? t('inspector.photo') : t('inspector.text')}</h2>
      <LayerWarnings layer={layer} surface={surface} />
      {layer.kind === 'text' && (
        <div className="constructor-fields">
          <label htmlFor={`${id}-text`}>{t('text.label')}</label>
          <textarea
            id={`${id}-text`}
            rows={2}
            maxLength={PERSONALISATION_LIMITS.textLength}
            value={layer.text}
            onChange={(event) => {
              const text = event.target.value;
              change((l) =>
                l.kind === 'text'
                  ? { ...l, text, transform: { ...l.transform, height: textHeight({ text, sizeMm: l.sizeMm }) } }
                  : l,
              );
            }}
          />
          <label htmlFor={`${id}-font`}>{t('text.font')}</label>
          <select
            id={`${id}-font`}
            value={layer.font}
            onChange={(event) => {
              const font = EDITOR_FONTS.find((one) => one.family === event.target.value)?.family;
              if (font) change((l) => (l.kind === 'text' ? { ...l, font } : l));
            }}
          >
            {EDITOR_FONTS.map((font) => (
              <option key={font.family} value={font.family}>
                {font.family}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-size`}>{t('text.size')}</label>
          <input
            id={`${id}-size`}
            type="number"
            min={PERSONALISATION_LIMITS.minTextSizeMm}
            max={PERSONALISATION_LIMITS.maxTextSizeMm}
            step={1}
            value={Math.round(layer.sizeMm)}
            onChange={(event) => {
              const sizeMm = Math.min(
                PERSONALISATION_LIMITS.maxTextSizeMm,
                Math.max(PERSONALISATION_LIMITS.minTextSizeMm, Number(event.target.value) || 1),
              );
              change((l) =>
                l.kind === 'text'
                  ? { ...l, sizeMm, transform: { ...l.transform, height: textHeight({ text: l.text, sizeMm }) } }
                  : l,
              );
            }}
          />
          <label htmlFor={`${id}-colour`}>{t('text.colour')}</label>
          <input
            id={`${id}-colour`}
            type="color"
            value={layer.colour}
            onChange={(event) => {
              const colour = event.target.value;
              change((l) => (l.kind === 'text' ? { ...l, colour } : l));
            }}
          />
          <fieldset className="constructor-align">
            <legend>{t('text.align')}</legend>
            {TEXT_ALIGNMENTS.map((align) => (
              <label key={align}>
                <input
                  type="radio"
                  name={`${id}-align`}
                  value={align}
                  checked={layer.align === align}
                  onChange={() => change((l) => (l.kind === 'text' ? { ...l, align } : l))}
                />
                {t(`text.aligns.${align}`)}
              </label>
            ))}
          </fieldset>
        </div>
      )}
      <div className="constructor-actions" role="group" aria-label={t('inspector.arrange')}>
        {action('actions.up', () => move(0, -MOVE_STEP_MM))}
        {action('actions.down', () => move(0, MOVE_STEP_MM))}
        {action('actions.left', () => move(-MOVE_STEP_MM, 0))}
        {action('actions.right', () => move(MOVE_STEP_MM, 0))}
        {action('actions.bigger', () => change((l) => scaleLayer(l, SCALE_STEP, surface)))}
        {action('actions.smaller', () => change((l) => scaleLayer(l, 1 / SCALE_STEP, surface)))}
        {action('actions.rotateLeft', () => change((l) => withTransform(l, rotateBy(l.transform, -TURN_STEP_DEGREES))))}
        {action('actions.rotateRight', () => change((l) => withTransform(l, rotateBy(l.transform, TURN_STEP_DEGREES))))}
        {action('actions.centre', () =>
          change((l) => withTransform(l, { centerX: surface.widthMm / 2, centerY: surface.heightMm / 2 })),
        )}
        {layer.kind === 'photo' &&
          action('actions.fit', () => change((l) => (l.kind === 'photo' ? refitPhoto(l, surface, 'fit') : l)))}
        {layer.kind === 'photo' &&
          action('actions.fill', () => change((l) => (l.kind === 'photo' ? refitPhoto(l, surface, 'fill') : l)))}
        {action('actions.forward', () => commands.restack(1))}
        {action('actions.backward', () => commands.restack(-1))}
        {action('actions.delete', commands.remove, 'button-secondary is-danger')}
      </div>
      {layer.kind === 'photo' && (
        <div className="constructor-fields">
          <label htmlFor={`${id}-crop`}>{t('actions.crop')}</label>
          <input
            id={`${id}-crop`}
            type="range"
            min={1}
            max={3}
            step={0.1}
            value={Math.round(cropZoomOf(layer) * 10) / 10}
            onChange={(event) => {
              const zoom = Number(event.target.value);
              change((l) => (l.kind === 'photo' ? { ...l, crop: zoomCrop(l, zoom) } : l));
            }}
          />
        </div>
      )}
    </section>
  );
};
