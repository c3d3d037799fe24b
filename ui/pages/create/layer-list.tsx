import { useTexts } from '../../app/use-texts.ts';
import { effectivePpi, type Layer, type PrintSurface } from '../../../core/domain/personalisation/index.ts';
import { LayerWarnings } from './layer-inspector.tsx';

type LayerListProps = {
  readonly id: string;
  readonly layers: readonly Layer[];
  readonly surface: PrintSurface;
  readonly selectedId: string | null;
  readonly onSelect: (id: string) => void;
};

/** The canvas in words: every layer from the top down, each a button that selects it, with its warnings. */
export const LayerList = ({ id, layers, surface, selectedId, onSelect }: LayerListProps) => {
  const { t } = useTexts('create');
  // A turned layer says by how much, so a pinch's turn is heard as well as seen.
  const turned = (layer: Layer) => {
    const degrees = Math.round(layer.transform.rotation) % 360;
    return degrees === 0 ? '' : t('layers.turned', { degrees });
  };
  const describe = (layer: Layer) =>
    (layer.kind === 'photo'
      ? t('layers.photo', {
          width: Math.round(layer.transform.width),
          height: Math.round(layer.transform.height),
          ppi: effectivePpi(layer),
        })
      : t('layers.text', { text: layer.text, size: Math.round(layer.sizeMm) })) + turned(layer);
  return (
    <div className="constructor-layers" id={id}>
      <h2 id={`${id}-title`}>{t('layers.title')}</h2>
      {layers.length === 0 ? (
        <p>{t('layers.empty')}</p>
      ) : (
        <ol aria-labelledby={`${id}-title`}>
          {[...layers].reverse().map((layer) => (
            <li key={layer.id}>
              <button
                type="button"
                className="constructor-layer"
                aria-pressed={layer.id === selectedId}
                onClick={() => onSelect(layer.id)}
              >
                {describe(layer)}
              </button>
              <LayerWarnings layer={layer} surface={surface} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
};
