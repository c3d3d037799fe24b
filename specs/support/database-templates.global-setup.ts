import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpTemplates, type DatabaseTemplateFiles } from './database-templates.ts';

/** Migrates and seeds once per run; every spec file copies the dumped data directory instead. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'estampa-database-templates-'));
  const dumps = await dumpTemplates();
  const files: DatabaseTemplateFiles = {
    migrated: path.join(dir, 'migrated.tar'),
    demo: path.join(dir, 'demo.tar'),
  };
  await writeFile(files.migrated, Buffer.from(await dumps.migrated.arrayBuffer()));
  await writeFile(files.demo, Buffer.from(await dumps.demo.arrayBuffer()));
  project.provide('databaseTemplates', files);
  return () => rm(dir, { recursive: true, force: true });
}
