import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okAsync, ResultAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ContactForm } from '../../core/storefront/help-center/contact-form.ts';
import type { SentUpload, UploadProgress } from '../../core/storefront/media/file-uploader.port.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import { ContactPage } from '../../ui/pages/contact/contact-page.tsx';
import contact from '../../ui/locales/contact/en.json';
import general from '../../ui/locales/general/en.json';
import { inertPlatform } from '../support/platform-fakes.ts';

const UPLOAD_ID = '3f2b6c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b';

/** An upload the spec moves along by hand: progress, then the receipt. */
const controlledUpload = () => {
  const calls: { fileName: string; fields: object }[] = [];
  let report: (progress: UploadProgress) => void = () => undefined;
  let finish: (sent: SentUpload) => void = () => undefined;
  const upload: UiUseCases['platform']['upload'] = (file, fields, onProgress) => {
    calls.push({ fileName: file.fileName, fields });
    report = onProgress;
    return ResultAsync.fromSafePromise(new Promise<SentUpload>((resolve) => (finish = resolve)));
  };
  return { upload, calls, progress: (p: UploadProgress) => report(p), finish: (s: SentUpload) => finish(s) };
};

const renderContact = (upload: UiUseCases['platform']['upload']) => {
  const sent: ContactForm[] = [];
  const useCases = {
    platform: inertPlatform({ upload }),
    sendContactMessage: (form: ContactForm) => {
      sent.push(form);
      return okAsync({ kind: 'sent', ticketId: '4810273561' });
    },
  } as unknown as UiUseCases;
  const router = createMemoryRouter([{ path: '*', element: <ContactPage /> }], { initialEntries: ['/contact'] });
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en', resources: { en: { general, contact } } })}>
      <UseCasesProvider useCases={useCases}>
        <RouterProvider router={router} />
      </UseCasesProvider>
    </I18nextProvider>,
  );
  return { sent };
};

const file = (name: string, type: string) => new File([new Uint8Array(2048)], name, { type });

describe('the contact form attachment (spec 7: POST /images/upload)', () => {
  it('refuses an .exe when it is picked, with a message, and sends nothing', async () => {
    const upload = controlledUpload();
    renderContact(upload.upload);
    // The picker offers accepted types only; a person can still choose "all files".
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Attach a file (optional)'), file('setup.exe', 'application/x-msdownload'));
    expect(screen.getByRole('alert').textContent).toBe(
      'This type of file cannot be attached. Choose an image, a PDF or a ZIP file.',
    );
    expect(screen.getByLabelText('Attach a file (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(upload.calls).toEqual([]);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('uploads a picture at once with its progress, and sends its reference with the message', async () => {
    const upload = controlledUpload();
    const { sent } = renderContact(upload.upload);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Attach a file (optional)'), file('photo.png', 'image/png'));
    expect(upload.calls).toEqual([{ fileName: 'photo.png', fields: { purpose: 'contact-attachment' } }]);
    const bar = screen.getByRole('progressbar', { name: 'Upload of photo.png' }) as HTMLProgressElement;
    expect(bar.value).toBe(0);
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);

    upload.progress({ loaded: 1024, total: 2048 });
    await waitFor(() => expect(bar.value).toBe(50));
    expect(screen.getByRole('status').textContent).toBe('Uploading… 50%');
    upload.finish({ id: UPLOAD_ID, kind: 'image' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('photo.png is attached.'));
    expect(bar.value).toBe(100);

    await user.type(screen.getByLabelText('Your name'), 'Lucía Pérez');
    await user.type(screen.getByLabelText('E-mail'), 'lucia@estampa.example');
    await user.type(screen.getByLabelText('Subject'), 'A photo for my mug');
    await user.type(screen.getByLabelText('Message'), 'Can you print this photo on a mug?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ subject: 'A photo for my mug', attachmentId: UPLOAD_ID });
  });

  it('sends no reference once the file is removed', async () => {
    const upload = controlledUpload();
    const { sent } = renderContact(upload.upload);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Attach a file (optional)'), file('photo.png', 'image/png'));
    upload.finish({ id: UPLOAD_ID, kind: 'image' });
    await user.click(await screen.findByRole('button', { name: 'Remove the file' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.type(screen.getByLabelText('Your name'), 'Lucía Pérez');
    await user.type(screen.getByLabelText('E-mail'), 'lucia@estampa.example');
    await user.type(screen.getByLabelText('Subject'), 'No photo after all');
    await user.type(screen.getByLabelText('Message'), 'Never mind the photo.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.attachmentId).toBeUndefined();
  });
});
