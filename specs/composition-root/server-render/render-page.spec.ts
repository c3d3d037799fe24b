import { describe, expect, it } from 'vitest';
import { createPageRenderer } from '../../../composition-root/server-render/render-page.tsx';

describe('the page renderer', () => {
  const deps = {
    defaultLocale: 'es' as const,
    brand: 'Estampa' as const,
    translations: {},
    publicUrl: 'https://shop.example',
    sites: [],
  };

  it('refuses at start a shell whose slots are missing or out of order', () => {
    expect(() => createPageRenderer({ ...deps, template: '<html><!--app-html--></html>' })).toThrow(/slots/);
    expect(() =>
      createPageRenderer({ ...deps, template: '<html lang="<!--app-lang-->"><!--app-html--><!--app-head--></html>' }),
    ).toThrow(/slots/);
  });

  it('accepts the shop shell with its three slots', () => {
    const template = '<html lang="<!--app-lang-->"><head><!--app-head--></head><body><!--app-html--></body></html>';
    expect(() => createPageRenderer({ ...deps, template })).not.toThrow();
  });
});
