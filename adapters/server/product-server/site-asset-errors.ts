import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';

/** Why a file of the site (a build manifest, icons, translations, the sitemap) is not served. */
export type SiteAssetError =
  | { readonly type: 'BuildNotFound'; readonly why: string }
  | { readonly type: 'IconSetNotFound'; readonly file: string }
  | { readonly type: 'IconNamesInvalid'; readonly max: number }
  | { readonly type: 'IconsNotFound'; readonly prefix: string; readonly names: readonly string[] }
  | { readonly type: 'TranslationsNotFound'; readonly namespace: string; readonly locale: string }
  | { readonly type: 'SitemapUnavailable' };

/** The one mapping from the site's files' errors to HTTP status and envelope. */
export const siteAssetErrorAnswer = errorMapping<SiteAssetError>(
  [400, 404, 503],
  (_request: FastifyRequest, error: SiteAssetError): HttpAnswer => {
    switch (error.type) {
      case 'BuildNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, `No such build: ${error.why}`);
      case 'IconSetNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, `No icon set ${error.file}`);
      case 'IconNamesInvalid':
        return errorAnswer(400, ERROR_CODES.badRequest, `icons: expected 1 to ${error.max} comma-separated icon names`);
      case 'IconsNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, `No such icons in ${error.prefix}: ${error.names.join(', ')}`);
      case 'TranslationsNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, `No translations for ${error.namespace}/${error.locale}`);
      case 'SitemapUnavailable':
        return errorAnswer(503, ERROR_CODES.internal, 'Sitemap unavailable');
      default:
        return error satisfies never;
    }
  },
);
