import type { FastifyReply } from 'fastify';

/** An image's bytes and its MIME type, as the shop serves them. */
export type ServedImage = { readonly bytes: Uint8Array; readonly contentType: string };

/** Images are sent as bytes, not in the envelope; their URLs name their content, so they are kept for a year. */
export const sendImmutableImage = (reply: FastifyReply, { bytes, contentType }: ServedImage) =>
  reply
    .type(contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
