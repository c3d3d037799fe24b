// Rendering: the preview a cart line shows and a 30 × 40 cm print file at 300 PPI, each in a child process of its
// own (render-child.mjs), so the print file's peak RSS is measured apart from the shop and the bench.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPinned } from './processes.mjs';
import { row } from './report.mjs';

const child = fileURLToPath(new URL('./render-child.mjs', import.meta.url));

const measure = async (kind) => JSON.parse(await runPinned(0, process.execPath, [child, kind]));

export const renderMeasurements = async () => ({ preview: await measure('preview'), print: await measure('print') });

const mb = (value) => `${value.toFixed(0)} MB`;

export const renderRows = ({ preview, print }) => [
  row(
    'Preview render p95 (640 px, avif + webp + jpg)',
    `${preview.p95Ms.toFixed(0)} ms`,
    '≤ 500 ms',
    preview.p95Ms <= 500,
    `p50 ${preview.p50Ms.toFixed(0)} ms over ${preview.runs} renders of a 24 Mpx photo and a text`,
  ),
  row(
    'Print file, 30 × 40 cm at 300 PPI with bleed',
    `${(print.ms / 1000).toFixed(1)} s`,
    '≤ 5 s',
    print.ms <= 5000,
    `${print.widthPx} × ${print.heightPx} px PNG from a 24 Mpx photo, one process`,
  ),
  row(
    'Print file peak RSS',
    mb(print.peakRssMb),
    '≤ 500 MB',
    print.peakRssMb <= 500,
    `the child process's peak; ${mb(print.baselineRssMb)} of it before rendering (module loader, test photo)`,
  ),
];

// `node specs/bench/render.mjs`: this part of the bench alone.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const measured = await renderMeasurements();
  console.log(JSON.stringify(measured, null, 2));
  for (const each of renderRows(measured)) console.log(each.join(' | '));
}
