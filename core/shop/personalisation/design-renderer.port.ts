import type { ResultAsync } from 'neverthrow';
import type { SurfaceDesign } from '../../domain/personalisation/design-document.ts';
import type { PrintSurface } from '../../domain/personalisation/print-surface.ts';
import type { VisitorImage } from './visitor-uploads.port.ts';

export type RenderFailure = { readonly type: 'RenderFailure'; readonly cause: string };

/** One surface to draw: its layers, its print geometry, and the images its photos draw. */
export type SurfaceToRender = {
  readonly design: SurfaceDesign;
  readonly surface: PrintSurface;
  readonly images: readonly VisitorImage[];
};

export type RenderedPreview = { readonly avif: Uint8Array; readonly webp: Uint8Array; readonly jpg: Uint8Array };

export type PrintFile = {
  readonly bytes: Uint8Array;
  readonly format: 'png';
  readonly widthPx: number;
  readonly heightPx: number;
};

/** Draws designs: small previews from the uploads' downscaled copies, print files from the originals. */
export interface DesignRenderer {
  /** The surface as the shopper will see it, `width` pixels on its longer side, trimmed, in the three formats. */
  preview(surface: SurfaceToRender, width: number): ResultAsync<RenderedPreview, RenderFailure>;
  /** The surface at its recommended resolution with bleed, as the factory prints it. */
  printFile(surface: SurfaceToRender): ResultAsync<PrintFile, RenderFailure>;
}
