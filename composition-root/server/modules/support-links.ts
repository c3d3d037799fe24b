import type { ServerConfig } from '../config.ts';

/** Where e-mail links point: PUBLIC_URL, or this machine in development. */
export const siteUrlOf = (config: ServerConfig): string => config.publicUrl ?? `http://localhost:${config.port}`;
