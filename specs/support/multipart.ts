/** A multipart/form-data body built by hand, as a browser would send it. */
export const multipartBody = (
  parts: readonly (
    | { readonly name: string; readonly value: string }
    | { readonly name: string; readonly fileName: string; readonly contentType: string; readonly bytes: Uint8Array }
  )[],
) => {
  const boundary = '----EstampaSpecBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'fileName' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}\r\n\r\n`));
    chunks.push('fileName' in part ? Buffer.from(part.bytes) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
