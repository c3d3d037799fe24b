import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Cookies as a browser keeps them across calls: name to value, expired ones dropped. */
export const cookieJar = () => {
  const cookies = new Map<string, string>();
  return {
    absorb(response: LightMyRequestResponse) {
      for (const cookie of response.cookies) {
        const expired = cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0);
        if (expired) cookies.delete(cookie.name);
        else cookies.set(cookie.name, cookie.value);
      }
      return response;
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    has: (name: string) => cookies.has(name),
  };
};

export type CookieJar = ReturnType<typeof cookieJar>;

export const formBody = (fields: Readonly<Record<string, string>>) => new URLSearchParams(fields).toString();

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** GET /api/auth/csrf, keeping its cookie: the token a form posts back. */
export const csrfToken = async (app: FastifyInstance, jar: CookieJar): Promise<string> => {
  const response = jar.absorb(
    await app.inject({ method: 'GET', url: '/api/auth/csrf', headers: { cookie: jar.header() } }),
  );
  return response.json<{ csrfToken: string }>().csrfToken;
};

/** A form POST to an auth endpoint, as the storefront's auth client sends it; `headers.cookie` joins the jar's. */
export const postAuthForm = async (
  app: FastifyInstance,
  jar: CookieJar,
  url: string,
  fields: Readonly<Record<string, string>>,
  headers: Readonly<Record<string, string>> = {},
) =>
  jar.absorb(
    await app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, ...headers, cookie: [headers.cookie, jar.header()].filter(Boolean).join('; ') },
      payload: formBody(fields),
    }),
  );

/** Signs in with the credentials provider (JSON answer), the way spec 7's client does. */
export const signInWithPassword = async (app: FastifyInstance, jar: CookieJar, email: string, password: string) =>
  postAuthForm(app, jar, '/api/auth/callback/credentials', {
    email,
    password,
    csrfToken: await csrfToken(app, jar),
    callbackUrl: '/accounts/home',
    json: 'true',
  });

/** A cookie jar holding a signed-in session. */
export const signedIn = async (app: FastifyInstance, email: string, password: string): Promise<CookieJar> => {
  const jar = cookieJar();
  await signInWithPassword(app, jar, email, password);
  if (!jar.has('authjs.session-token')) throw new Error(`Could not sign in as ${email}`);
  return jar;
};
