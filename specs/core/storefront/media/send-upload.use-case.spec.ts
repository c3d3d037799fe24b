import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { FileUploader, UploadProgress } from '../../../../core/storefront/media/file-uploader.port.ts';
import { sendUpload } from '../../../../core/storefront/media/send-upload.use-case.ts';

const picked = (fileName: string, declaredType: string) => ({ fileName, declaredType, bytes: 2048, content: 'bytes' });

const uploader = (answer: 'ok' | 'refused' = 'ok') => {
  const sent: { fileName: string; fields: object }[] = [];
  const fake: FileUploader<string> = {
    upload: (file, fields, onProgress) => {
      sent.push({ fileName: file.fileName, fields });
      onProgress({ loaded: file.bytes, total: file.bytes });
      return answer === 'ok'
        ? okAsync({ id: '3f2b6c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b', kind: 'image' })
        : errAsync({ type: 'UploadUnreadable' });
    },
  };
  return { fake, sent };
};

describe('sendUpload (spec 7: POST /images/upload; spec 5: images, .pdf, .zip)', () => {
  it('sends an accepted file with its fields and reports progress', async () => {
    const { fake, sent } = uploader();
    const progress: UploadProgress[] = [];
    const outcome = await sendUpload(fake)(picked('photo.png', 'image/png'), { purpose: 'contact' }, (p) =>
      progress.push(p),
    );
    expect(outcome).toEqual(ok({ id: '3f2b6c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b', kind: 'image' }));
    expect(sent).toEqual([{ fileName: 'photo.png', fields: { purpose: 'contact' } }]);
    expect(progress).toEqual([{ loaded: 2048, total: 2048 }]);
  });

  it('refuses a file the shop would refuse without sending it', async () => {
    const { fake, sent } = uploader();
    const outcome = await sendUpload(fake)(picked('setup.exe', 'application/x-msdownload'), {}, () => undefined);
    expect(outcome).toEqual(err({ type: 'UnsupportedUpload' }));
    expect(sent).toEqual([]);
  });

  it("passes the server's refusal on", async () => {
    const { fake } = uploader('refused');
    expect(await sendUpload(fake)(picked('photo.jpg', 'image/jpeg'), {}, () => undefined)).toEqual(
      err({ type: 'UploadUnreadable' }),
    );
  });
});
