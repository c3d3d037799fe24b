import { readFile } from 'node:fs/promises';
import * as t from 'io-ts';

const ManifestChunk = t.intersection([
  t.type({ file: t.string }),
  t.partial({ isEntry: t.boolean, imports: t.array(t.string) }),
]);
const Manifest = t.record(t.string, ManifestChunk);
type Manifest = t.TypeOf<typeof Manifest>;

/** The scripts a page's chunk needs beyond what the entry already loads, as URLs the boot module imports. */
export type PageChunks = (pageSource: string) => readonly string[];

const closureOf = (manifest: Manifest, keys: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
};

/** Reads Vite's build manifest: a page's chunk and the shared chunks it imports, minus the entry's own. */
export const pageChunksFrom = (manifest: Manifest): PageChunks => {
  const entryChunks = closureOf(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]!.isEntry === true),
  );
  const cache = new Map<string, readonly string[]>();
  return (pageSource) => {
    const known = cache.get(pageSource);
    if (known) return known;
    const urls = [...closureOf(manifest, [pageSource])]
      .filter((key) => !entryChunks.has(key))
      .map((key) => `/${manifest[key]!.file}`);
    cache.set(pageSource, urls);
    return urls;
  };
};

/** Without a build manifest (the dev server) pages load their code on demand. */
export const noPageChunks: PageChunks = () => [];

export const readPageChunks = async (manifestPath: string): Promise<PageChunks> => {
  const decoded = Manifest.decode(JSON.parse(await readFile(manifestPath, 'utf8')));
  if (decoded._tag === 'Left') throw new Error(`The build manifest ${manifestPath} is not Vite's manifest`);
  return pageChunksFrom(decoded.right);
};
