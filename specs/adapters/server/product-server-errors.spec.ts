import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../../../adapters/server/error-envelope.ts';
import type { HttpAnswer } from '../../../adapters/server/http-answer.ts';
import {
  pageEventErrorAnswer,
  type PageEventError,
} from '../../../adapters/server/product-server/page-event-errors.ts';
import {
  paymentNotificationErrorAnswer,
  type PaymentNotificationError,
} from '../../../adapters/server/product-server/payment-notification-errors.ts';
import {
  pictureErrorAnswer,
  previewErrorAnswer,
  type PreviewError,
} from '../../../adapters/server/product-server/picture-errors.ts';
import { sessionErrorAnswer } from '../../../adapters/server/product-server/session-errors.ts';
import {
  siteAssetErrorAnswer,
  type SiteAssetError,
} from '../../../adapters/server/product-server/site-asset-errors.ts';
import {
  uploadedImageErrorAnswer,
  uploadErrorAnswer,
  type UploadedImageError,
  type UploadFormError,
} from '../../../adapters/server/product-server/upload-errors.ts';
import type { RenderPictureError } from '../../../core/shop/media/render-picture.use-case.ts';
import type { UploadFileError } from '../../../core/shop/media/upload-file.use-case.ts';
import type { UpdateSessionError } from '../../../core/shop/session/update-session.use-case.ts';

const requestAt = (url = '/somewhere') => {
  const error = vi.fn();
  return { request: { url, log: { error } } as unknown as FastifyRequest, logged: error };
};

const failure = (status: number, code: number, message: string): HttpAnswer => ({
  status,
  body: { success: false, error: { code, message } },
});

const repositoryFailure = { type: 'RepositoryFailure', cause: 'database down' } as const;
const blobStoreFailure = { type: 'BlobStoreFailure', cause: 'disk full' } as const;

describe('the session mapping', () => {
  it.each<[string, UpdateSessionError, HttpAnswer]>([
    [
      'a contradictory consent',
      { type: 'ContradictoryConsent' },
      {
        status: 422,
        body: {
          success: false,
          error: {
            code: ERROR_CODES.validationFailed,
            message: 'Nothing can be accepted without consent',
            fields: [{ field: 'isConsentGiven', message: 'must be true when ads or analytics are accepted' }],
          },
        },
      },
    ],
    [
      'a customer who is not signed in',
      { type: 'CustomerNotSignedIn' },
      failure(403, ERROR_CODES.forbidden, 'Only the signed-in customer can be stored in the session'),
    ],
    [
      'a failing store',
      repositoryFailure,
      failure(503, ERROR_CODES.internal, 'The session is unavailable, try again shortly'),
    ],
  ])('answers %s', (_, error, answer) => {
    expect(sessionErrorAnswer(requestAt().request, error)).toEqual(answer);
  });
});

describe('the page events mapping', () => {
  it.each<[string, PageEventError, HttpAnswer]>([
    ['no consent with 204 and no body', { type: 'ConsentNotGiven' }, { status: 204, body: undefined }],
    ['a crawler with 204 and no body', { type: 'CrawlerVisit' }, { status: 204, body: undefined }],
    [
      'an export range out of bounds',
      { type: 'InvalidExportRange' },
      failure(400, ERROR_CODES.badRequest, '`from` must be before `to`, at most 366 days apart'),
    ],
    [
      'an export without a token configured',
      { type: 'ExportDisabled' },
      failure(403, ERROR_CODES.forbidden, 'The analytics export is not enabled on this server'),
    ],
    [
      'an export without the bearer token',
      { type: 'ExportTokenMissing' },
      failure(401, ERROR_CODES.unauthorized, 'The analytics export needs its bearer token'),
    ],
    [
      'a failing store',
      repositoryFailure,
      failure(503, ERROR_CODES.internal, 'Page events are unavailable, try again shortly'),
    ],
  ])('answers %s', (_, error, answer) => {
    expect(pageEventErrorAnswer(requestAt().request, error)).toEqual(answer);
  });
});

describe('the payment notifications mapping', () => {
  it.each<[string, PaymentNotificationError, HttpAnswer]>([
    ['a bad signature', { type: 'BadSignature' }, failure(401, ERROR_CODES.unauthorized, 'Bad or missing signature')],
    [
      'a stale notification',
      { type: 'NotificationStale', createdAt: 0 },
      failure(400, ERROR_CODES.badRequest, 'The notification is too old or dated ahead'),
    ],
    [
      'an unknown payment',
      { type: 'PaymentNotFound', paymentId: 'pay_1' },
      failure(404, ERROR_CODES.notFound, 'No such payment'),
    ],
    [
      'a failing store, so the provider retries',
      repositoryFailure,
      failure(503, ERROR_CODES.internal, 'Try again later'),
    ],
  ])('answers %s', (_, error, answer) => {
    expect(paymentNotificationErrorAnswer(requestAt().request, error)).toEqual(answer);
  });
});

describe('the picture and preview mappings', () => {
  it.each<[string, RenderPictureError, HttpAnswer]>([
    [
      'a missing picture, naming its URL',
      { type: 'PictureNotFound' },
      failure(404, ERROR_CODES.notFound, 'No such picture: /media/x-240.avif'),
    ],
    ['a failing store', blobStoreFailure, failure(503, ERROR_CODES.internal, 'The picture is unavailable')],
  ])('answers %s', (_, error, answer) => {
    expect(pictureErrorAnswer(requestAt('/media/x-240.avif').request, error)).toEqual(answer);
  });

  it.each<[string, PreviewError, HttpAnswer]>([
    ['a missing preview', { type: 'PreviewNotFound' }, failure(404, ERROR_CODES.notFound, 'No such image')],
    [
      'an article that takes no design',
      { type: 'ArticleNotPersonalisable', articleId: 7 },
      failure(404, ERROR_CODES.notFound, 'No such image'),
    ],
    [
      'a failing store, logged',
      repositoryFailure,
      failure(503, ERROR_CODES.internal, 'Images are unavailable, try again shortly'),
    ],
  ])('answers %s', (_, error, answer) => {
    expect(previewErrorAnswer(requestAt().request, error)).toEqual(answer);
  });

  it('logs a failure, never a missing preview', () => {
    const missing = requestAt();
    previewErrorAnswer(missing.request, { type: 'PreviewNotFound' });
    expect(missing.logged).not.toHaveBeenCalled();
    const failing = requestAt();
    previewErrorAnswer(failing.request, blobStoreFailure);
    expect(failing.logged).toHaveBeenCalledOnce();
  });
});

describe('the uploads mapping', () => {
  it.each<[string, UploadFormError | UploadFileError, HttpAnswer]>([
    [
      'a body that is not multipart',
      { type: 'NotMultipart' },
      failure(415, ERROR_CODES.unsupportedMediaType, 'Send multipart/form-data with the file in `img`'),
    ],
    [
      'a field cut at its limit',
      { type: 'FieldTooLong' },
      failure(413, ERROR_CODES.payloadTooLarge, 'Form fields are limited to 1024 bytes'),
    ],
    [
      'a file in another field',
      { type: 'StrayFile' },
      failure(400, ERROR_CODES.badRequest, 'The file goes in the `img` field'),
    ],
    [
      'a form without a file',
      { type: 'NoFile' },
      failure(400, ERROR_CODES.badRequest, 'img: expected a file, got nothing'),
    ],
    [
      'an unreadable ext_session_id',
      { type: 'DecodeFailure', errors: ['ext_session_id: expected a session id, got nothing'] },
      failure(400, ERROR_CODES.badRequest, 'ext_session_id: expected a session id, got nothing'),
    ],
    [
      'a file over the size limit',
      { type: 'UploadTooLarge', maxBytes: 100 },
      failure(413, ERROR_CODES.payloadTooLarge, 'The file is larger than 100 bytes'),
    ],
    [
      'a failing store',
      blobStoreFailure,
      failure(503, ERROR_CODES.internal, 'Uploads are unavailable, try again shortly'),
    ],
  ])('answers %s', (_, error, answer) => {
    expect(uploadErrorAnswer(requestAt().request, error)).toEqual(answer);
  });

  it.each<[string, UploadedImageError, HttpAnswer]>([
    ['a missing variant', { type: 'UploadedImageNotFound' }, failure(404, ERROR_CODES.notFound, 'No such image')],
    [
      'a failing store',
      blobStoreFailure,
      failure(503, ERROR_CODES.internal, 'Images are unavailable, try again shortly'),
    ],
  ])('answers a variant read with %s', (_, error, answer) => {
    expect(uploadedImageErrorAnswer(requestAt().request, error)).toEqual(answer);
  });
});

describe("the site's files mapping", () => {
  it.each<[string, SiteAssetError, HttpAnswer]>([
    [
      'a missing build',
      { type: 'BuildNotFound', why: 'latest' },
      failure(404, ERROR_CODES.notFound, 'No such build: latest'),
    ],
    [
      'an unknown icon set',
      { type: 'IconSetNotFound', file: 'nope.json' },
      failure(404, ERROR_CODES.notFound, 'No icon set nope.json'),
    ],
    [
      'unreadable icon names',
      { type: 'IconNamesInvalid', max: 100 },
      failure(400, ERROR_CODES.badRequest, 'icons: expected 1 to 100 comma-separated icon names'),
    ],
    [
      'icons the set lacks',
      { type: 'IconsNotFound', prefix: 'mdi', names: ['nope', 'none'] },
      failure(404, ERROR_CODES.notFound, 'No such icons in mdi: nope, none'),
    ],
    [
      'missing translations',
      { type: 'TranslationsNotFound', namespace: 'general', locale: 'xx' },
      failure(404, ERROR_CODES.notFound, 'No translations for general/xx'),
    ],
    [
      'an unavailable sitemap',
      { type: 'SitemapUnavailable' },
      failure(503, ERROR_CODES.internal, 'Sitemap unavailable'),
    ],
  ])('answers %s', (_, error, answer) => {
    expect(siteAssetErrorAnswer(requestAt().request, error)).toEqual(answer);
  });
});
