import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = path.resolve(import.meta.dirname, '../../core');

/** The package's entry points and the folders whose barrels each gathers. */
const ENTRY_POINTS = {
  '.': { barrel: 'index.ts', folders: ['domain', 'protocol'] },
  './storefront': { barrel: 'storefront/index.ts', folders: ['storefront'] },
  './shop': { barrel: 'shop/index.ts', folders: ['shop'] },
} as const;

const read = (file: string) => readFileSync(path.join(CORE, file), 'utf8');
const isFolder = (file: string) => statSync(path.join(CORE, file)).isDirectory();
const reExported = (barrel: string) =>
  new Set([...read(barrel).matchAll(/export (?:type )?(?:\*|\{[^}]*\}) from '\.\/([^']+)'/g)].map((m) => m[1]));

/** Every source file below `folder`, as paths relative to core/. */
const sourcesBelow = (folder: string): string[] =>
  readdirSync(path.join(CORE, folder)).flatMap((name) => {
    const file = path.join(folder, name);
    if (isFolder(file)) return sourcesBelow(file);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [file] : [];
  });

/** The file's barrel (its folder's index.ts) and whether that barrel re-exports it. */
const barrelOf = (file: string) => path.join(path.dirname(file), 'index.ts');

describe('the core package exports the whole application', () => {
  it('names an entry point for the rules, the storefront and the shop service', () => {
    const manifest = JSON.parse(read('package.json')) as { exports: Record<string, unknown> };
    expect(Object.keys(manifest.exports)).toEqual(Object.keys(ENTRY_POINTS));
  });

  it.each(Object.entries(ENTRY_POINTS))('%s gathers every file of its folders', (_, entry) => {
    const missing = entry.folders
      .flatMap(sourcesBelow)
      .filter((file) => !file.endsWith('index.ts'))
      .filter((file) => !reExported(barrelOf(file)).has(path.basename(file)));
    expect(missing).toEqual([]);
    const contexts = entry.folders.flatMap((folder) =>
      folder === 'protocol'
        ? ['protocol']
        : readdirSync(path.join(CORE, folder))
            .map((name) => path.join(folder, name))
            .filter(isFolder),
    );
    const gathered = reExported(entry.barrel);
    const relativeToBarrel = (context: string) =>
      path.relative(path.dirname(path.join(CORE, entry.barrel)), path.join(CORE, context, 'index.ts'));
    expect(contexts.filter((context) => !gathered.has(relativeToBarrel(context)))).toEqual([]);
  });
});

describe('the core documents what another frontend calls', () => {
  /** Exported ports (interfaces of *.port.ts) and use cases (functions of *.use-case(s).ts) without a doc comment. */
  const undocumented = (file: string): string[] => {
    const lines = read(file).split('\n');
    const isPort = file.endsWith('.port.ts');
    const isUseCase = /\.use-cases?\.ts$/.test(file);
    return lines.flatMap((line, index) => {
      const declared = /^export (interface|const|function) ([A-Za-z0-9_]+)/.exec(line);
      if (!declared) return [];
      const [, kind, name = ''] = declared;
      const wanted =
        (isPort && kind === 'interface') ||
        (isUseCase && kind !== 'interface' && /^[a-z]/.test(name) && !/^[a-z]+(NotFound|NotReady)$/.test(name));
      return wanted && !lines[index - 1]?.trim().endsWith('*/') ? [`${file}: ${name}`] : [];
    });
  };

  it('gives every port and use case of the storefront and the shop a doc comment', () => {
    expect(['storefront', 'shop'].flatMap(sourcesBelow).flatMap(undocumented)).toEqual([]);
  });
});
