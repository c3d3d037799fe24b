import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_SOURCES, pageSourceOf } from '../../../composition-root/server-render/page-sources.ts';

describe('the module behind each page, for the server to name its chunk', () => {
  it('names a module the page loader imports for every page', () => {
    const loader = readFileSync('ui/app/page-components.tsx', 'utf8');
    for (const [page, source] of Object.entries(PAGE_SOURCES)) {
      expect(existsSync(source), `${page}: ${source}`).toBe(true);
      expect(loader, `${page}: ${source}`).toContain(`import('../${source.replace(/^ui\//, '')}')`);
    }
  });

  it("names a page's module, and nothing for a name that is not a page", () => {
    expect(pageSourceOf('design')).toBe('ui/pages/design/design-page.tsx');
    expect(pageSourceOf('toString')).toBeUndefined();
    expect(pageSourceOf('nowhere')).toBeUndefined();
  });
});
