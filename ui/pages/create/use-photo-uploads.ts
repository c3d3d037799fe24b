import { useRef, useState } from 'react';
import { checkBeforeUpload, tooManyPixels } from '../../../core/domain/media/upload-acceptance.ts';
import type { PickedFile, UploadError } from '../../../core/storefront/media/file-uploader.port.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import type { UploadedImage } from '../../../core/domain/personalisation/index.ts';

/** An uploaded photo as the editor places it: the shop's reference, the original's size, and its file name. */
export type UploadedPhoto = UploadedImage & { readonly name: string };

/** One photo on its way to the shop. */
export type UploadInFlight = { readonly key: number; readonly fileName: string; readonly percent: number };

export type UploadRefusal = { readonly fileName: string; readonly error: UploadError };

/** Every upload in flight (a template's and the shopper's may overlap), and the latest refusal. */
export type PhotoUploadState = {
  readonly inFlight: readonly UploadInFlight[];
  readonly refused: UploadRefusal | null;
};

const EARLIER_UPLOADS_KEY = 'estampa.create.uploads';
const EARLIER_UPLOADS_KEPT = 24;

const readEarlier = (): readonly UploadedPhoto[] => {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(EARLIER_UPLOADS_KEY) ?? '[]');
    return Array.isArray(stored)
      ? (stored as UploadedPhoto[]).filter((photo) => typeof photo.uploadId === 'string' && photo.width > 0)
      : [];
  } catch {
    return [];
  }
};

/**
 * The photo's own size in pixels if the browser can read it (it cannot read HEIC): checked against the limit before
 * sending; the print-quality rule then takes the size the shop read, the original's rather than a preview's.
 */
const pixelSizeOf = (file: Blob): Promise<{ width: number; height: number } | null> =>
  new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new window.Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(null);
    };
    image.src = url;
  });

const pickedOf = (file: File): PickedFile<Blob> => ({
  fileName: file.name,
  declaredType: file.type,
  bytes: file.size,
  content: file,
});

let nextUpload = 0;

/**
 * Picking, checking and uploading photos with their progress; this browser remembers them to pick again. Uploads
 * may overlap: each has its own progress, and each lands through the callback of the moment it ends (or its own).
 */
export const usePhotoUploads = (onUploaded: (photo: UploadedPhoto) => void) => {
  const { platform } = useUseCases();
  const [state, setState] = useState<PhotoUploadState>({ inFlight: [], refused: null });
  const [earlier, setEarlier] = useState<readonly UploadedPhoto[]>([]);
  const latestOnUploaded = useRef(onUploaded);
  latestOnUploaded.current = onUploaded;

  const remember = (photo: UploadedPhoto) => {
    const next = [photo, ...readEarlier().filter((one) => one.uploadId !== photo.uploadId)].slice(
      0,
      EARLIER_UPLOADS_KEPT,
    );
    try {
      window.localStorage.setItem(EARLIER_UPLOADS_KEY, JSON.stringify(next));
    } catch {
      // A full or blocked storage only loses the list of earlier photos, never the photo itself.
    }
    setEarlier(next);
  };

  const progress = (key: number, fileName: string, percent: number | null) =>
    setState((now) => ({
      ...now,
      inFlight:
        percent === null
          ? now.inFlight.filter((one) => one.key !== key)
          : [...now.inFlight.filter((one) => one.key !== key), { key, fileName, percent }].sort(
              (a, b) => a.key - b.key,
            ),
    }));
  const refuse = (key: number, refusal: UploadRefusal) => {
    progress(key, refusal.fileName, null);
    setState((now) => ({ ...now, refused: refusal }));
  };

  /**
   * Sends a picked file; `placed` puts the photo somewhere else than where the shopper is now. A template's artwork
   * is not remembered: it is the catalogue's, not one of the shopper's photos.
   */
  const send = async (
    picked: PickedFile<Blob>,
    placed?: (photo: UploadedPhoto) => void,
    { remembered = true }: { readonly remembered?: boolean } = {},
  ) => {
    const key = (nextUpload += 1);
    const fileName = picked.fileName;
    setState((now) => ({ ...now, refused: null }));
    const checked = checkBeforeUpload(picked);
    if (checked.isErr()) return refuse(key, { fileName, error: checked.error });
    if (checked.value !== 'image') return refuse(key, { fileName, error: { type: 'UnsupportedUpload' } });
    const browserSize = await pixelSizeOf(picked.content);
    const overLimit = browserSize && tooManyPixels(browserSize);
    if (overLimit) return refuse(key, { fileName, error: overLimit });
    progress(key, fileName, 0);
    const outcome = await platform.upload(picked, { purpose: 'personalisation' }, ({ loaded, total }) => {
      if (total > 0) progress(key, fileName, Math.min(100, Math.floor((loaded / total) * 100)));
    });
    if (outcome.isErr()) return refuse(key, { fileName, error: outcome.error });
    const size = outcome.value.size ?? browserSize;
    if (size === null) return refuse(key, { fileName, error: { type: 'UploadUnreadable' } });
    const photo: UploadedPhoto = { uploadId: outcome.value.id, width: size.width, height: size.height, name: fileName };
    progress(key, fileName, null);
    if (remembered) remember(photo);
    (placed ?? latestOnUploaded.current)(photo);
  };

  return {
    state,
    earlier,
    loadEarlier: () => setEarlier(readEarlier()),
    upload: (file: File) => send(pickedOf(file)),
    send,
  };
};
