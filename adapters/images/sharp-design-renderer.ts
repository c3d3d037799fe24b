import { ResultAsync } from 'neverthrow';
import sharp from 'sharp';
import type { Layer, PhotoLayer, TextLayer } from '../../core/domain/personalisation/design-document.ts';
import { PERSONALISATION_LIMITS, printPixels } from '../../core/domain/personalisation/limits.ts';
import {
  printableShape,
  type PrintableShape,
  type RoundedRect,
} from '../../core/domain/personalisation/printable-shape.ts';
import { layOutText } from '../../core/domain/personalisation/text-layout.ts';
import { bleedBox, trimBox, type MmRect } from '../../core/domain/personalisation/print-surface.ts';
import type { BlobStore } from '../../core/shop/media/blob-store.port.ts';
import type {
  DesignRenderer,
  RenderFailure,
  SurfaceToRender,
} from '../../core/shop/personalisation/design-renderer.port.ts';
import { fontMetrics, textOutlines, textWidth } from './bundled-font-outlines.ts';
import type { VisitorImage } from '../../core/shop/personalisation/visitor-uploads.port.ts';

const failure = (cause: unknown): RenderFailure => ({ type: 'RenderFailure', cause: String(cause) });

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const n = (value: number) => Number(value.toFixed(4));

/** Which copy of an upload a drawing reads: a downscaled one for previews, the original for print. */
type ImageSource = (image: VisitorImage, neededWidthPx: number) => Promise<Uint8Array>;

/** The pixels of `image` a crop (fractions of it) covers, whole pixels outward, within the image. */
const cropPixels = (crop: PhotoLayer['crop'], imageWidth: number, imageHeight: number) => {
  const left = Math.min(imageWidth - 1, Math.max(0, Math.floor(crop.x * imageWidth)));
  const top = Math.min(imageHeight - 1, Math.max(0, Math.floor(crop.y * imageHeight)));
  const right = Math.max(left + 1, Math.min(imageWidth, Math.ceil((crop.x + crop.width) * imageWidth)));
  const bottom = Math.max(top + 1, Math.min(imageHeight, Math.ceil((crop.y + crop.height) * imageHeight)));
  return { left, top, width: right - left, height: bottom - top };
};

const photoSvg = async (layer: PhotoLayer, image: VisitorImage | undefined, source: ImageSource, pxPerMm: number) => {
  if (image === undefined) return '';
  const { centerX, centerY, width, height, rotation } = layer.transform;
  const needed = Math.ceil((width * pxPerMm) / layer.crop.width);
  const input = await source(image, needed);
  const meta = await sharp(input, { limitInputPixels: PERSONALISATION_LIMITS.maxPhotoPixels }).metadata();
  // EXIF orientation is applied first: an orientation of 5 to 8 swaps the sides.
  const turned = (meta.orientation ?? 1) >= 5;
  const imageWidth = (turned ? meta.height : meta.width) ?? 1;
  const imageHeight = (turned ? meta.width : meta.height) ?? 1;
  // Only the cropped pixels are embedded, at most as many as the layer prints: a zoomed-in photo costs its crop.
  const region = cropPixels(layer.crop, imageWidth, imageHeight);
  const printedWidth = Math.max(1, Math.ceil(width * pxPerMm));
  // Re-encoded as PNG so librsvg reads it whatever the upload's format.
  const bytes = await sharp(input, { limitInputPixels: PERSONALISATION_LIMITS.maxPhotoPixels })
    .rotate()
    .extract(region)
    .resize({ width: Math.min(region.width, printedWidth), withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const { x, y, width: cw, height: ch } = layer.crop;
  const at = {
    x: region.left / imageWidth,
    y: region.top / imageHeight,
    width: region.width / imageWidth,
    height: region.height / imageHeight,
  };
  return (
    `<g transform="translate(${n(centerX)} ${n(centerY)}) rotate(${n(rotation)})">` +
    `<svg x="${n(-width / 2)}" y="${n(-height / 2)}" width="${n(width)}" height="${n(height)}" ` +
    `viewBox="${n(x)} ${n(y)} ${n(cw)} ${n(ch)}" preserveAspectRatio="none">` +
    `<image x="${at.x}" y="${at.y}" width="${at.width}" height="${at.height}" preserveAspectRatio="none" ` +
    `href="data:image/png;base64,${bytes.toString('base64')}"/>` +
    `</svg></g>`
  );
};

/** The text as the editor lays it out, drawn as outlines of the bundled face (see `bundled-font-outlines.ts`). */
const textSvg = (layer: TextLayer) => {
  const { centerX, centerY, width, height, rotation } = layer.transform;
  const lines = layOutText(layer, { width, height }, fontMetrics(layer.font), (text) =>
    textWidth(layer.font, layer.sizeMm, text),
  );
  const outlines = lines
    .map((line) => textOutlines(layer.font, layer.sizeMm, line.text, line.x - width / 2, line.baseline - height / 2))
    .join('');
  return (
    `<g transform="translate(${n(centerX)} ${n(centerY)}) rotate(${n(rotation)})">` +
    `<g fill="${xml(layer.colour)}">${outlines}</g></g>`
  );
};

const layerSvg = (layer: Layer, target: SurfaceToRender, source: ImageSource, pxPerMm: number) =>
  layer.kind === 'photo'
    ? photoSvg(
        layer,
        target.images.find((image) => image.id === layer.uploadId),
        source,
        pxPerMm,
      )
    : Promise.resolve(textSvg(layer));

/** A rounded rectangle as one closed SVG path, clockwise from its top edge. */
const roundedPath = ({ x, y, width, height, radius: r }: RoundedRect) =>
  `M${n(x + r)} ${n(y)}H${n(x + width - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + width)} ${n(y + r)}` +
  `V${n(y + height - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + width - r)} ${n(y + height)}` +
  `H${n(x + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(y + height - r)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}Z`;

/** The clip a masked surface's paper and layers are drawn through; outside it the file stays transparent. */
const clipOf = (shape: PrintableShape | null) =>
  shape === null
    ? { defs: '', open: '<g>' }
    : {
        defs:
          `<defs><clipPath id="printable"><path clip-rule="evenodd" ` +
          `d="${[shape.outline, ...shape.holes].map(roundedPath).join('')}"/></clipPath></defs>`,
        open: '<g clip-path="url(#printable)">',
      };

/** The surface as one SVG in millimetres over `box`, rasterised by librsvg at the pixel size asked. */
const surfaceSvg = async (
  target: SurfaceToRender,
  box: MmRect,
  shape: PrintableShape | null,
  size: { readonly widthPx: number; readonly heightPx: number },
  source: ImageSource,
) => {
  const pxPerMm = size.widthPx / box.width;
  const layers: string[] = [];
  // One layer at a time: only one decoded photo is held while the SVG is built.
  for (const layer of target.design.layers) layers.push(await layerSvg(layer, target, source, pxPerMm));
  const clip = clipOf(shape);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.widthPx}" height="${size.heightPx}" ` +
      `viewBox="${n(box.x)} ${n(box.y)} ${n(box.width)} ${n(box.height)}">${clip.defs}${clip.open}` +
      `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" fill="#ffffff"/>` +
      `${layers.join('')}</g></svg>`,
  );
};

const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

const read = async (blobs: BlobStore, key: string): Promise<Uint8Array> => {
  const found = await blobs.get(key);
  if (found.isErr()) throw new Error(found.error.cause);
  if (found.value === null) throw new Error(`missing upload blob ${key}`);
  return found.value;
};

/** The smallest downscaled copy at least as wide as needed, else the largest there is, else the original. */
const previewSource =
  (blobs: BlobStore): ImageSource =>
  (image, needed) => {
    const copies = image.variants.filter((variant) => variant.format !== 'avif');
    const wide = copies.filter((variant) => variant.width >= needed).sort((a, b) => a.width - b.width)[0];
    const largest = [...copies].sort((a, b) => b.width - a.width)[0];
    return read(blobs, (wide ?? largest)?.key ?? image.blobKey);
  };

const printSource =
  (blobs: BlobStore): ImageSource =>
  (image) =>
    read(blobs, image.blobKey);

/** The SVG input bound: a print file never exceeds the core's pixel limit, so neither does its rasterising. */
const rasterise = (svg: Buffer) =>
  sharp(svg, { limitInputPixels: PERSONALISATION_LIMITS.maxPrintPixels, unlimited: false });

/** The surface trimmed, `width` pixels on its longer side, as a lossless PNG: what every preview is encoded from. */
const drawTrimmed = async (blobs: BlobStore, target: SurfaceToRender, width: number) => {
  const box = trimBox(target.surface);
  const scale = width / Math.max(box.width, box.height);
  const widthPx = Math.max(1, Math.round(box.width * scale));
  const heightPx = Math.max(1, Math.round(box.height * scale));
  return rasterise(
    await surfaceSvg(target, box, printableShape(target.surface, 0), { widthPx, heightPx }, previewSource(blobs)),
  )
    .png()
    .toBuffer();
};

/** A surface as a preview shows it, in PNG only: catalogue mockups are composited from this very drawing. */
export const sharpSurfaceDrawing =
  (blobs: BlobStore) =>
  (target: SurfaceToRender, width: number): ResultAsync<Uint8Array, RenderFailure> =>
    ResultAsync.fromPromise(
      drawTrimmed(blobs, target, width).then((png) => bytesOf(png)),
      failure,
    );

/**
 * Draws designs with sharp: each surface becomes one SVG (photos embedded, cropped and turned by SVG transforms,
 * texts as outlines of the bundled fonts, a phone case cut to its shape) rasterised by librsvg at the size asked,
 * so a zoomed-in photo costs no more than the page.
 */
export const sharpDesignRenderer = (blobs: BlobStore): DesignRenderer => ({
  preview: (target, width) =>
    ResultAsync.fromPromise(
      (async () => {
        const png = await drawTrimmed(blobs, target, width);
        const [avif, webp, jpg] = await Promise.all([
          sharp(png).avif({ quality: 55, effort: 2 }).toBuffer(),
          sharp(png).webp({ quality: 80 }).toBuffer(),
          sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
        ]);
        return { avif: bytesOf(avif), webp: bytesOf(webp), jpg: bytesOf(jpg) };
      })(),
      failure,
    ),

  printFile: (target) =>
    ResultAsync.fromPromise(
      (async () => {
        const { width, height } = printPixels(target.surface);
        if (width * height > PERSONALISATION_LIMITS.maxPrintPixels) throw new Error('surface beyond the print limit');
        const svg = await surfaceSvg(
          target,
          bleedBox(target.surface),
          printableShape(target.surface, target.surface.bleedMm),
          { widthPx: width, heightPx: height },
          printSource(blobs),
        );
        const png = await rasterise(svg)
          .withMetadata({ density: target.surface.recommendedPpi })
          .png({ compressionLevel: 6 })
          .toBuffer();
        return { bytes: bytesOf(png), format: 'png' as const, widthPx: width, heightPx: height };
      })(),
      failure,
    ),
});
