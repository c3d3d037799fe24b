import { useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from '../../../core/domain/media/upload-acceptance.ts';
import { useTexts } from '../../app/use-texts.ts';
import { previewUrlOf } from './preview-url.ts';
import type { UploadedPhoto, usePhotoUploads } from './use-photo-uploads.ts';

const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,.avif,.heic,.heif,.tif,.tiff,.bmp,.gif';
const MEGABYTE = 1024 * 1024;
/** The limits as every message words them: 50 MB, 100 megapixels. */
const LIMITS = { maxMb: MAX_UPLOAD_BYTES / MEGABYTE, maxMegapixels: MAX_UPLOAD_PIXELS / 1_000_000 };

type PhotoPickerProps = {
  readonly uploads: ReturnType<typeof usePhotoUploads>;
  readonly disabled: boolean;
  readonly onPickEarlier: (photo: UploadedPhoto) => void;
};

/** Add a photo: pick a file (or drop it on the canvas), watch it upload, or use one of this browser's earlier photos. */
export const PhotoPicker = ({ uploads, disabled, onPickEarlier }: PhotoPickerProps) => {
  const { t } = useTexts('create');
  const input = useRef<HTMLInputElement>(null);
  const [showEarlier, setShowEarlier] = useState(false);
  const { state } = uploads;
  return (
    <div className="constructor-photo">
      <input
        ref={input}
        // The button below opens it: a focused file input does not always answer Space in Chromium.
        hidden
        aria-label={t('photo.add')}
        type="file"
        accept={PHOTO_ACCEPT}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void uploads.upload(file);
          event.target.value = '';
        }}
      />
      <button
        type="button"
        className="button"
        disabled={disabled}
        aria-describedby="constructor-photo-limits"
        onClick={() => input.current?.click()}
      >
        {t('photo.add')}
      </button>
      <p id="constructor-photo-limits" className="constructor-photo-limits">
        {t('photo.limits', LIMITS)}
      </p>
      {state.inFlight.map((one) => (
        <div key={one.key} className="upload-progress">
          <progress max={100} value={one.percent} aria-label={t('photo.progress', { name: one.fileName })} />
          <span role="status">{t('photo.uploading', { percent: one.percent })}</span>
        </div>
      ))}
      {state.refused && (
        <p role="alert" className="field-error">
          {t(`photo.refused.${state.refused.error.type}`, LIMITS)}
        </p>
      )}
      <button
        type="button"
        className="button-secondary"
        disabled={disabled}
        aria-expanded={showEarlier}
        aria-controls="constructor-earlier"
        onClick={() => {
          if (!showEarlier) uploads.loadEarlier();
          setShowEarlier(!showEarlier);
        }}
      >
        {t('photo.earlier')}
      </button>
      <div id="constructor-earlier" hidden={!showEarlier}>
        {uploads.earlier.length === 0 ? (
          <p>{t('photo.noEarlier')}</p>
        ) : (
          <ul className="constructor-earlier">
            {uploads.earlier.map((photo) => (
              <li key={photo.uploadId}>
                <button
                  type="button"
                  onClick={() => onPickEarlier(photo)}
                  aria-label={t('photo.useEarlier', { name: photo.name })}
                >
                  <img
                    src={previewUrlOf(photo.uploadId, Math.min(photo.width, 320))}
                    alt=""
                    width={72}
                    height={72}
                    loading="lazy"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};
