import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/domain/site/locale.ts';

const root = path.resolve(import.meta.dirname, '../../ui/locales');
const namespaces = readdirSync(root);

type Tree = { [key: string]: string | Tree };
const read = (namespace: string, locale: string) =>
  JSON.parse(readFileSync(path.join(root, namespace, `${locale}.json`), 'utf8')) as Tree;

/** Every leaf as 'a.b.c' with its text. */
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe.each(namespaces)('translations of %s', (namespace) => {
  const english = new Map(leaves(read(namespace, 'en')));

  it.each(LOCALES)('%s has every English key, each translated and with the same placeholders', (locale) => {
    const texts = new Map(leaves(read(namespace, locale)));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(variables(text), `${locale} ${key}`).toEqual(variables(english.get(key) ?? ''));
    }
  });
});
