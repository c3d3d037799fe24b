import { gzipSync } from 'node:zlib';

/** The scripts a page's HTML makes the browser fetch before it is interactive, and their gzip size. */
export const firstLoadJs = async (origin, pagePath) => {
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  const sources = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  const files = [...new Set(sources)];
  const sizes = await Promise.all(
    files.map(
      async (file) => gzipSync(Buffer.from(await (await fetch(`${origin}${file}`)).arrayBuffer()), { level: 9 }).length,
    ),
  );
  return { files, gzipBytes: sizes.reduce((sum, size) => sum + size, 0) };
};
