import { useRef, useState } from 'react';
import { checkBeforeUpload } from '../../../core/domain/media/upload-acceptance.ts';
import type { UploadError } from '../../../core/storefront/media/file-uploader.port.ts';
import { useUseCases } from '../../app/use-cases.tsx';

export type AttachmentState =
  | { readonly kind: 'none' }
  | { readonly kind: 'uploading'; readonly fileName: string; readonly percent: number }
  | { readonly kind: 'attached'; readonly fileName: string; readonly id: string }
  | { readonly kind: 'refused'; readonly fileName: string; readonly error: UploadError };

/** The upload's extra field: what the file was sent for, kept with it on the server. */
const PURPOSE = { purpose: 'contact-attachment' };

/**
 * The contact form's optional file: checked by the core's rule as soon as it is picked (a refused file is
 * never sent), then uploaded at once with its progress, so the message can carry the upload's reference.
 */
export const useAttachment = () => {
  const { platform } = useUseCases();
  const [state, setState] = useState<AttachmentState>({ kind: 'none' });
  // A newer pick (or a removal) makes an earlier upload's answer stale.
  const latest = useRef(0);

  const pick = async (file: File | undefined) => {
    const pickNumber = (latest.current += 1);
    if (file === undefined) return setState({ kind: 'none' });
    const picked = { fileName: file.name, declaredType: file.type, bytes: file.size, content: file };
    const checked = checkBeforeUpload(picked);
    if (checked.isErr()) return setState({ kind: 'refused', fileName: file.name, error: checked.error });
    setState({ kind: 'uploading', fileName: file.name, percent: 0 });
    const outcome = await platform.upload(picked, PURPOSE, ({ loaded, total }) => {
      if (latest.current === pickNumber && total > 0) {
        setState({
          kind: 'uploading',
          fileName: file.name,
          percent: Math.min(100, Math.floor((loaded / total) * 100)),
        });
      }
    });
    if (latest.current !== pickNumber) return;
    setState(
      outcome.isOk()
        ? { kind: 'attached', fileName: file.name, id: outcome.value.id }
        : { kind: 'refused', fileName: file.name, error: outcome.error },
    );
  };

  const remove = () => {
    latest.current += 1;
    setState({ kind: 'none' });
  };

  return { attachment: state, pick, remove };
};
