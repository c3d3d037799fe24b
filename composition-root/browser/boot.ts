import '../../ui/styles/app.css';
import { PAGE_CHUNKS_ELEMENT_ID } from '../json-script.ts';

// The server's HTML is already the page: its code is fetched once that is painted, so scripts never compete
// with the first paint for the connection; the page's own chunks come in parallel with the app.
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const pageChunks = (): string[] => {
  const urls: unknown = JSON.parse(document.getElementById(PAGE_CHUNKS_ELEMENT_ID)?.textContent ?? '[]');
  return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/')) : [];
};

await afterFirstPaint();
await Promise.all([import('./main.tsx'), ...pageChunks().map((url) => import(/* @vite-ignore */ url))]);
