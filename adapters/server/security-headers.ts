import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const scriptNonces = new WeakMap<ServerResponse, string>();

const NONCE_SOURCE = "'nonce-{nonce}'";

/** This response's script nonce: the one inline script a page has (the router's hydration data) carries it. */
export const scriptNonceOf = (reply: FastifyReply): string | undefined => scriptNonces.get(reply.raw);

/** The public Iconify API hosts the storefront falls back to when the shop's icon endpoint fails (spec 7). */
const ICON_FALLBACK_HOSTS = ['https://api.iconify.design', 'https://api.simplesvg.com', 'https://api.unisvg.com'];

/** Consented integrations (GA4, push notifications): their scripts, and the hosts those scripts report to. */
const INTEGRATION_SCRIPT_HOSTS = ['https://www.googletagmanager.com', 'https://cdn.onesignal.com'];
const INTEGRATION_CONNECT_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
  'https://onesignal.com',
  'https://*.onesignal.com',
];

export type SecurityHeadersOptions = {
  /** Vite's dev server injects an inline React Refresh preamble and talks to the page over a WebSocket. */
  readonly development: boolean;
};

/**
 * The Content-Security-Policy of every response. Scripts only from our origin, plus the page's one inline
 * script (the router's hydration data) by its per-response nonce; other data travels in JSON script elements,
 * which are not executed. Inline styles stay allowed because React renders `style` attributes.
 */
export const contentSecurityPolicy = ({ development }: SecurityHeadersOptions) => ({
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: development
    ? ["'self'", "'unsafe-inline'", ...INTEGRATION_SCRIPT_HOSTS]
    : ["'self'", NONCE_SOURCE, ...INTEGRATION_SCRIPT_HOSTS],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", ...ICON_FALLBACK_HOSTS, ...INTEGRATION_CONNECT_HOSTS, ...(development ? ['ws:', 'wss:'] : [])],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  // upgrade-insecure-requests is left out on purpose: it would push plain-http development and LAN servers to https.
});

/** The policy as one header value, written once; each response only puts its nonce in. */
const policyTemplate = (options: SecurityHeadersOptions) =>
  Object.entries(contentSecurityPolicy(options))
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');

/**
 * Helmet's headers on every response of the app, pages and APIs alike. Wrapped with fastify-plugin so the
 * hooks land on the root instance rather than inside the registering module's encapsulated context.
 */
export const securityHeaders = (options: SecurityHeadersOptions) =>
  fp(
    async (app: FastifyInstance) => {
      // Built once: @fastify/helmet would build helmet again for every request, a third of an API call's time.
      const policy = policyTemplate(options);
      const applyHeaders = helmet({
        contentSecurityPolicy: false,
        // Uploaded images and icons are fetched by our own pages only.
        crossOriginResourcePolicy: { policy: 'same-origin' },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      });
      app.addHook('onRequest', (_request, reply, done) => {
        // randomUUID draws from a cached pool of secure random bytes: 122 unguessable bits at a fraction of the cost.
        const nonce = randomUUID().replaceAll('-', '');
        scriptNonces.set(reply.raw, nonce);
        reply.raw.setHeader('content-security-policy', policy.replace('{nonce}', nonce));
        applyHeaders(reply.request.raw, reply.raw, (error?: unknown) =>
          done(error === undefined ? undefined : error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
    { name: 'estampa-security-headers' },
  );
