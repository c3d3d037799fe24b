import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vnuJar from 'vnu-jar';

/** One error the W3C Nu HTML checker reports, where it is in the page's source. */
export type NuError = {
  readonly message: string;
  readonly line: number | undefined;
  readonly extract: string | undefined;
};

/** Debian's Java, or JAVA; the checker never downloads one (vnu-jar would, on first use of its own runner). */
const java = process.env.JAVA ?? '/usr/bin/java';

/** Why the checker cannot run here, or undefined when it can. */
export const nuCheckerMissing = (): string | undefined =>
  spawnSync(java, ['-version']).status === 0
    ? undefined
    : `no Java runtime at ${java} (install it with: apt-get install -y default-jre-headless)`;

/**
 * The Nu checker's errors for each page, in one Java start for all of them (each start costs seconds): the pages are
 * written as files named after them, so each message comes back under its page's name.
 */
export const nuErrors = (pages: Readonly<Record<string, string>>): Record<string, NuError[]> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nu-check-'));
  try {
    const files = Object.entries(pages).map(([name, html], index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, html);
      return { name, file };
    });
    const args = ['-jar', String(vnuJar), '--errors-only', '--format', 'json', ...files.map(({ file }) => file)];
    const run = spawnSync(java, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    // The checker writes its JSON report on stderr and exits 1 when it found errors.
    const report = JSON.parse(run.stderr || '{"messages":[]}') as {
      messages: { type: string; url?: string; message: string; lastLine?: number; extract?: string }[];
    };
    const errors: Record<string, NuError[]> = Object.fromEntries(files.map(({ name }) => [name, []]));
    for (const message of report.messages) {
      const name = files.find(({ file }) => message.url === `file:${file}`)?.name ?? 'the checker itself';
      (errors[name] ??= []).push({ message: message.message, line: message.lastLine, extract: message.extract });
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
