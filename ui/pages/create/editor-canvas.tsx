// Konva's core and the five shapes drawn here, driven directly: no second React renderer, no filters.
import Konva from 'konva/lib/Core';
import { Image as KonvaImage } from 'konva/lib/shapes/Image';
import { Line } from 'konva/lib/shapes/Line';
import { Rect } from 'konva/lib/shapes/Rect';
import { Text } from 'konva/lib/shapes/Text';
import { Transformer } from 'konva/lib/shapes/Transformer';
import { useEffect, useRef } from 'react';
import {
  CAMERA_CUTOUT_RADIUS_MM,
  FONT_WEIGHTS,
  isFlaggedOutsideSafeArea,
  normaliseRotation,
  pinchTransform,
  snapToGuides,
  TEXT_LINE_HEIGHT,
  type FingerPair,
  type Layer,
  type PhotoLayer,
  type PrintSurface,
  type Transform,
} from '../../../core/domain/personalisation/index.ts';
import { canvasUrlOf } from './editor-document.ts';
import { cssFontOf } from './editor-fonts.ts';

// Konva holds back the stage's touch moves while a node is dragged: the first finger of a pinch starts a drag.
Konva.hitOnDragEnabled = true;

/** How close, in millimetres, a dragged layer comes to a guide before it snaps on. */
const SNAP_TOLERANCE_MM = 3;

export type EditorCanvasProps = {
  readonly surface: PrintSurface;
  readonly layers: readonly Layer[];
  readonly selectedId: string | null;
  /** How many screen pixels a millimetre of the surface takes. */
  readonly pxPerMm: number;
  readonly onSelect: (id: string | null) => void;
  /** A finished move, resize or turn of one layer; a text's letters follow its height. */
  readonly onTransform: (id: string, transform: Transform, scaleY: number) => void;
  /** Colours from the page's theme, which a canvas cannot read from CSS. */
  readonly colours: {
    readonly guide: string;
    readonly warning: string;
    readonly paper: string;
    readonly bleed: string;
  };
};

const loadedImages = new Map<string, HTMLImageElement>();

/** The downscaled preview of an upload, decoded once per page; `then` runs when it is ready. */
const imageFor = (url: string, then: (image: HTMLImageElement) => void): HTMLImageElement | null => {
  const loaded = loadedImages.get(url);
  if (loaded?.complete) return loaded;
  if (!loaded) {
    const element = new window.Image();
    loadedImages.set(url, element);
    element.addEventListener('load', () => then(element));
    element.src = url;
  } else loaded.addEventListener('load', () => then(loaded), { once: true });
  return null;
};

/** A pinch under way: the layer as the fingers found it, which fingers, where they came down, where it is now. */
type Pinch = {
  readonly layer: Layer;
  readonly ids: readonly [number, number];
  readonly from: FingerPair;
  now: Transform;
};

const pointOf = (touch: Touch) => ({ x: touch.clientX, y: touch.clientY });

/** The two fingers' points, each finger known by its identifier whatever order the browser lists them in. */
const fingersOf = (touches: TouchList, ids: readonly [number, number]): FingerPair | null => {
  const list = Array.from(touches);
  const first = list.find((touch) => touch.identifier === ids[0]);
  const second = list.find((touch) => touch.identifier === ids[1]);
  return first && second ? [pointOf(first), pointOf(second)] : null;
};

/** A node's transform after a drag or a resize, with its scale folded into its size. */
const transformOfNode = (node: Konva.Node, layer: Layer): { transform: Transform; scaleY: number } => {
  const scaleX = node.scaleX();
  const scaleY = node.scaleY();
  node.scale({ x: 1, y: 1 });
  return {
    transform: {
      centerX: node.x(),
      centerY: node.y(),
      width: layer.transform.width * scaleX,
      height: layer.transform.height * scaleY,
      rotation: normaliseRotation(Math.round(node.rotation())),
    },
    scaleY,
  };
};

/** The attributes a layer's node takes from the document: position, size, turn and its look. */
const placeNode = (node: Konva.Shape, layer: Layer, outside: boolean, warning: string) => {
  const { centerX, centerY, width, height, rotation } = layer.transform;
  node.setAttrs({
    x: centerX,
    y: centerY,
    width,
    height,
    rotation,
    offsetX: width / 2,
    offsetY: height / 2,
    scaleX: 1,
    scaleY: 1,
    stroke: warning,
    strokeEnabled: outside,
    strokeScaleEnabled: false,
    strokeWidth: layer.kind === 'photo' ? 2 : 0.3,
  });
  if (layer.kind === 'text') {
    node.setAttrs({
      text: layer.text,
      fontFamily: cssFontOf(layer.font),
      // The renderer draws each family at this one weight: the canvas asks for the same.
      fontStyle: String(FONT_WEIGHTS[layer.font]),
      fontSize: layer.sizeMm,
      lineHeight: TEXT_LINE_HEIGHT,
      fill: layer.colour,
      align: layer.align,
      fillAfterStrokeEnabled: true,
    });
  }
};

const cropPixels = (layer: PhotoLayer, image: HTMLImageElement) => ({
  x: layer.crop.x * image.naturalWidth,
  y: layer.crop.y * image.naturalHeight,
  width: layer.crop.width * image.naturalWidth,
  height: layer.crop.height * image.naturalHeight,
});

/** Everything the canvas keeps between renders: the stage, its fixed shapes and one node per layer. */
type Scene = {
  readonly stage: Konva.Stage;
  readonly content: Konva.Group;
  readonly guides: Konva.Layer;
  readonly transformer: Transformer;
  readonly nodes: Map<string, { readonly kind: Layer['kind']; readonly node: Konva.Shape }>;
};

/**
 * The surface drawn in millimetres and scaled to the screen: bleed, paper, safe-area line, the layers bottom to
 * top, and handles on the selected one. Dragging snaps to the centre and the safe area; two fingers scale and turn.
 * Konva is driven directly from the document on every render.
 */
export const EditorCanvas = (props: EditorCanvasProps) => {
  const host = useRef<HTMLDivElement>(null);
  const scene = useRef<Scene | null>(null);
  // The handlers Konva calls read the latest props, whatever render created the node.
  const latest = useRef(props);
  latest.current = props;
  const { surface, layers, selectedId, pxPerMm, colours } = props;

  // The stage, its frame and guides: built once per surface and size.
  useEffect(() => {
    if (!host.current) return;
    const { widthMm, heightMm, bleedMm, safeMarginMm: safeMm } = surface;
    const fullWidth = widthMm + 2 * bleedMm;
    const fullHeight = heightMm + 2 * bleedMm;
    const stage = new Konva.Stage({
      container: host.current,
      width: fullWidth * pxPerMm,
      height: fullHeight * pxPerMm,
      scaleX: pxPerMm,
      scaleY: pxPerMm,
    });
    const layer = new Konva.Layer({ x: bleedMm, y: bleedMm });
    const deselect = () => latest.current.onSelect(null);
    const bleed = new Rect({ x: -bleedMm, y: -bleedMm, width: fullWidth, height: fullHeight, fill: colours.bleed });
    const corner = surface.mask?.cornerRadiusMm ?? 0;
    const paper = new Rect({ width: widthMm, height: heightMm, fill: colours.paper, cornerRadius: corner });
    for (const shape of [bleed, paper]) shape.on('mousedown touchstart', deselect);
    const content = new Konva.Group({ clipX: -bleedMm, clipY: -bleedMm, clipWidth: fullWidth, clipHeight: fullHeight });
    const line = { stroke: colours.guide, strokeWidth: 1, strokeScaleEnabled: false, listening: false };
    const frame: Konva.Shape[] = [
      new Rect({
        x: safeMm,
        y: safeMm,
        width: widthMm - 2 * safeMm,
        height: heightMm - 2 * safeMm,
        dash: [6, 4],
        ...line,
      }),
      new Rect({ width: widthMm, height: heightMm, cornerRadius: corner, ...line }),
    ];
    const cutout = surface.mask?.cameraCutout;
    if (cutout)
      frame.unshift(new Rect({ ...cutout, cornerRadius: CAMERA_CUTOUT_RADIUS_MM, fill: colours.bleed, ...line }));
    const guides = new Konva.Layer({ x: bleedMm, y: bleedMm, listening: false, visible: false });
    guides.add(
      new Line({
        name: 'centre-x',
        points: [widthMm / 2, -bleedMm, widthMm / 2, heightMm + bleedMm],
        ...line,
        stroke: colours.warning,
      }),
      new Line({
        name: 'centre-y',
        points: [-bleedMm, heightMm / 2, widthMm + bleedMm, heightMm / 2],
        ...line,
        stroke: colours.warning,
      }),
    );
    const transformer = new Transformer({
      rotateEnabled: true,
      ignoreStroke: true,
      anchorSize: 16,
      boundBoxFunc: (old, next) => (next.width < 2 * pxPerMm || next.height < 2 * pxPerMm ? old : next),
    });
    layer.add(bleed, paper, content, ...frame, transformer);
    stage.add(layer, guides);

    let pinch: Pinch | null = null;
    /** Two fingers on the selected layer: they scale and turn it (core `pinchTransform`) from where they came down. */
    const twoFingers = (event: Konva.KonvaEventObject<Event>) => {
      const touches = (event.evt as TouchEvent).touches;
      const chosen = latest.current.layers.find((one) => one.id === latest.current.selectedId);
      if (touches.length !== 2 || chosen === undefined) return null;
      event.evt.preventDefault();
      const node = scene.current?.nodes.get(chosen.id)?.node;
      // The first finger may have started dragging the layer: two fingers scale and turn it instead.
      if (node?.isDragging()) node.stopDrag();
      if (pinch === null) {
        const ids = [touches[0]!.identifier, touches[1]!.identifier] as const;
        pinch = { layer: chosen, ids, from: [pointOf(touches[0]!), pointOf(touches[1]!)], now: chosen.transform };
      }
      const fingers = fingersOf(touches, pinch.ids);
      return fingers && { node, fingers, started: pinch };
    };
    stage.on('touchstart', (event) => void twoFingers(event));
    stage.on('touchmove', (event) => {
      const moved = twoFingers(event);
      if (moved === null) return;
      const { node, fingers, started } = moved;
      const start = started.layer.transform;
      started.now = pinchTransform(start, started.from, fingers, latest.current.surface);
      // Drawn scaled while the fingers move; the document takes the new size when they lift.
      const factor = started.now.width / start.width;
      node?.scale({ x: factor, y: factor });
      node?.rotation(started.now.rotation);
    });
    stage.on('touchend', () => {
      const started = pinch;
      pinch = null;
      const node = started && scene.current?.nodes.get(started.layer.id)?.node;
      if (!started || !node) return;
      node.scale({ x: 1, y: 1 });
      latest.current.onTransform(started.layer.id, started.now, started.now.width / started.layer.transform.width);
    });

    scene.current = { stage, content, guides, transformer, nodes: new Map() };
    return () => {
      scene.current = null;
      stage.destroy();
    };
  }, [surface, pxPerMm, colours]);

  // The layers: one node each, created, updated, stacked and removed as the document says.
  useEffect(() => {
    const current = scene.current;
    if (!current) return;
    const { content, nodes, transformer, guides } = current;
    const redraw = () => current.stage.batchDraw();
    const seen = new Set<string>();
    layers.forEach((layer, index) => {
      seen.add(layer.id);
      let entry = nodes.get(layer.id);
      if (entry && entry.kind !== layer.kind) {
        entry.node.destroy();
        entry = undefined;
      }
      if (!entry) {
        const node: Konva.Shape = layer.kind === 'photo' ? new KonvaImage({ image: undefined }) : new Text();
        node.draggable(true);
        const find = () => latest.current.layers.find((one) => one.id === layer.id);
        node.on('mousedown touchstart', () => latest.current.onSelect(layer.id));
        node.on('dragmove', () => {
          const now = find();
          if (!now) return;
          const snapped = snapToGuides(
            { ...now.transform, centerX: node.x(), centerY: node.y() },
            latest.current.surface,
            SNAP_TOLERANCE_MM,
          );
          node.position({ x: snapped.transform.centerX, y: snapped.transform.centerY });
          guides.findOne('.centre-x')?.visible(snapped.guides.includes('centre-x'));
          guides.findOne('.centre-y')?.visible(snapped.guides.includes('centre-y'));
          guides.visible(snapped.guides.length > 0);
        });
        node.on('dragend', () => {
          guides.visible(false);
          const now = find();
          if (now) latest.current.onTransform(now.id, { ...now.transform, centerX: node.x(), centerY: node.y() }, 1);
        });
        node.on('transformend', () => {
          const now = find();
          if (!now) return;
          const { transform, scaleY } = transformOfNode(node, now);
          latest.current.onTransform(now.id, transform, scaleY);
        });
        content.add(node);
        entry = { kind: layer.kind, node };
        nodes.set(layer.id, entry);
      }
      const { node } = entry;
      placeNode(node, layer, isFlaggedOutsideSafeArea(layer, surface), colours.warning);
      if (layer.kind === 'photo' && node instanceof KonvaImage) {
        const image = imageFor(canvasUrlOf(layer), (ready) => {
          const now = latest.current.layers.find((one) => one.id === layer.id);
          if (now?.kind !== 'photo') return;
          node.image(ready);
          node.crop(cropPixels(now, ready));
          redraw();
        });
        node.fill(image ? '' : '#d8d8d8');
        if (image) {
          node.image(image);
          node.crop(cropPixels(layer, image));
        }
      }
      node.zIndex(index);
    });
    for (const [id, entry] of nodes) {
      if (!seen.has(id)) {
        entry.node.destroy();
        nodes.delete(id);
      }
    }
    const selected = selectedId ? nodes.get(selectedId)?.node : undefined;
    transformer.nodes(selected ? [selected] : []);
    transformer.keepRatio(layers.find((one) => one.id === selectedId)?.kind === 'photo');
    transformer.moveToTop();
    redraw();
  }, [layers, selectedId, surface, pxPerMm, colours]);

  return <div ref={host} />;
};
