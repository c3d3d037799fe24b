// WHATWG URL parsing is pure and built into every runtime the core runs in (Node, browsers); the part the core reads.
interface URL {
  readonly hostname: string;
  readonly protocol: string;
}

declare const URL: { new (url: string): URL };
