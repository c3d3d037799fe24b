import { describe, expect, it } from 'vitest';
import { pageChunksFrom } from '../../../composition-root/server-render/page-chunks.ts';

/** The shape of Vite's build manifest: an entry, two pages sharing a chunk, one shared with the entry. */
const MANIFEST = {
  'ui/index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  'ui/pages/cart/cart-page.tsx': { file: 'assets/cart-page-3.js', imports: ['_money.js', '_react.js'] },
  'ui/pages/design/design-page.tsx': { file: 'assets/design-page-4.js', imports: ['_money.js'] },
  '_money.js': { file: 'assets/money-5.js', imports: ['_react.js'] },
};

describe("a page's chunks, for the server to preload beside the entry", () => {
  it("names the page's own chunk and the shared chunks it needs, not the entry's", () => {
    const chunks = pageChunksFrom(MANIFEST);
    expect(chunks('ui/pages/cart/cart-page.tsx')).toEqual(['/assets/cart-page-3.js', '/assets/money-5.js']);
    expect(chunks('ui/pages/design/design-page.tsx')).toEqual(['/assets/design-page-4.js', '/assets/money-5.js']);
  });

  it('names nothing for a module the build does not know', () => {
    expect(pageChunksFrom(MANIFEST)('ui/pages/nowhere.tsx')).toEqual([]);
  });
});
