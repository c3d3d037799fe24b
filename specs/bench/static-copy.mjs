// A page's server-rendered HTML as a file the same server serves statically, for the duration of the run only.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Creates the file before the server starts: @fastify/static (wildcard: false) routes only the files it finds
 * at start, and reads their bytes on each request, so `fill` can write the HTML once the server can render it.
 * The file is removed by `remove`, and on exit or Ctrl-C if the run dies first.
 */
export const staticCopy = (clientDir, name) => {
  const file = path.join(clientDir, name);
  const remove = () => rmSync(file, { force: true });
  const onSignal = (signal) => {
    remove();
    process.kill(process.pid, signal);
  };
  writeFileSync(file, '');
  process.once('exit', remove);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    urlPath: `/${name}`,
    fill: (html) => writeFileSync(file, html),
    remove: () => {
      remove();
      process.off('exit', remove);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
};
