import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
 * The Content-Security-Policy of every response. Scripts only from our origin and consented integrations: a page
 * has no inline script, its data travels in JSON script elements, which are not executed. Inline styles stay
 * allowed because React renders `style` attributes.
 */
export const contentSecurityPolicy = ({ development }: SecurityHeadersOptions) => ({
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: development
    ? ["'self'", "'unsafe-inline'", ...INTEGRATION_SCRIPT_HOSTS]
    : ["'self'", ...INTEGRATION_SCRIPT_HOSTS],
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

/** Browser features no page of the shop uses, refused to every page and to anything a page might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The policy as one header value, written once. */
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
        reply.raw.setHeader('content-security-policy', policy);
        reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
        applyHeaders(reply.request.raw, reply.raw, (error?: unknown) =>
          done(error === undefined ? undefined : error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
    { name: 'estampa-security-headers' },
  );
