import { useState } from 'react';
import { checkBeforeUpload } from '../../../core/domain/media/upload-acceptance.ts';
import type { UploadError } from '../../../core/storefront/media/file-uploader.port.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import type { UploadedImage } from '../../../core/domain/personalisation/index.ts';

/** An uploaded photo as the editor places it: the shop's reference, the original's size, and its file name. */
export type UploadedPhoto = UploadedImage & { readonly name: string };

export type PhotoUploadState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'uploading'; readonly fileName: string; readonly percent: number }
  | { readonly kind: 'refused'; readonly fileName: string; readonly error: UploadError | { type: 'NotAPhoto' } };

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

/** The photo's own size in pixels, read by the browser; the print-quality rule needs the original's, not a preview's. */
const pixelSizeOf = (file: File): Promise<{ width: number; height: number } | null> =>
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

/** Picking, checking and uploading photos with their progress; this browser remembers them to pick again. */
export const usePhotoUploads = (onUploaded: (photo: UploadedPhoto) => void) => {
  const { platform } = useUseCases();
  const [state, setState] = useState<PhotoUploadState>({ kind: 'idle' });
  const [earlier, setEarlier] = useState<readonly UploadedPhoto[]>([]);

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

  const upload = async (file: File) => {
    const picked = { fileName: file.name, declaredType: file.type, bytes: file.size, content: file };
    const checked = checkBeforeUpload(picked);
    if (checked.isErr()) return setState({ kind: 'refused', fileName: file.name, error: checked.error });
    const size = await pixelSizeOf(file);
    if (size === null) return setState({ kind: 'refused', fileName: file.name, error: { type: 'NotAPhoto' } });
    setState({ kind: 'uploading', fileName: file.name, percent: 0 });
    const outcome = await platform.upload(picked, { purpose: 'personalisation' }, ({ loaded, total }) => {
      if (total > 0)
        setState({
          kind: 'uploading',
          fileName: file.name,
          percent: Math.min(100, Math.floor((loaded / total) * 100)),
        });
    });
    if (outcome.isErr()) return setState({ kind: 'refused', fileName: file.name, error: outcome.error });
    const photo: UploadedPhoto = {
      uploadId: outcome.value.id,
      width: size.width,
      height: size.height,
      name: file.name,
    };
    setState({ kind: 'idle' });
    remember(photo);
    onUploaded(photo);
  };

  return { state, earlier, loadEarlier: () => setEarlier(readEarlier()), upload };
};
