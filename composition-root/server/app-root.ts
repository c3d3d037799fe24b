import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found by walking up to the first folder with a package.json: this file runs from
 * composition-root/server/ in development and bundled into dist/server/ once built, at different depths.
 */
export const findAppRoot = (fromUrl: string = import.meta.url): string => {
  let folder = path.dirname(fileURLToPath(fromUrl));
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${fileURLToPath(fromUrl)}`);
    folder = parent;
  }
  return folder;
};
