import type { DesignDocument, Layer } from './design-document.ts';

const onSurface = (
  document: DesignDocument,
  surfaceId: string,
  change: (layers: readonly Layer[]) => readonly Layer[],
): DesignDocument => ({
  ...document,
  surfaces: document.surfaces.map((surface) =>
    surface.surfaceId === surfaceId ? { ...surface, layers: change(surface.layers) } : surface,
  ),
});

/** A new layer goes on top, or at the bottom: a template's picture goes under what the shopper placed already. */
export const addLayer = (
  document: DesignDocument,
  surfaceId: string,
  layer: Layer,
  at: 'top' | 'bottom' = 'top',
): DesignDocument =>
  onSurface(document, surfaceId, (layers) => (at === 'top' ? [...layers, layer] : [layer, ...layers]));

export const replaceLayer = (document: DesignDocument, surfaceId: string, layer: Layer): DesignDocument =>
  onSurface(document, surfaceId, (layers) => layers.map((each) => (each.id === layer.id ? layer : each)));

export const removeLayer = (document: DesignDocument, surfaceId: string, layerId: string): DesignDocument =>
  onSurface(document, surfaceId, (layers) => layers.filter((each) => each.id !== layerId));

const swap = (layers: readonly Layer[], from: number, to: number): readonly Layer[] => {
  if (from < 0 || to < 0 || to >= layers.length) return layers;
  const moved = [...layers];
  [moved[from], moved[to]] = [moved[to] as Layer, moved[from] as Layer];
  return moved;
};

/** One step up the stack; the top layer stays on top. */
export const bringForward = (document: DesignDocument, surfaceId: string, layerId: string): DesignDocument =>
  onSurface(document, surfaceId, (layers) => {
    const index = layers.findIndex((each) => each.id === layerId);
    return swap(layers, index, index + 1);
  });

/** One step down the stack; the bottom layer stays at the bottom. */
export const sendBackward = (document: DesignDocument, surfaceId: string, layerId: string): DesignDocument =>
  onSurface(document, surfaceId, (layers) => {
    const index = layers.findIndex((each) => each.id === layerId);
    return swap(layers, index, index - 1);
  });
