// A guest shopper over HTTP, as the storefront drives the Shop API: cart, checkout, order.
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** One call; never throws for an HTTP answer, only for a transport failure (reset, refused). */
export const call = async (origin, method, path, sessionId, fields = {}, headers = {}) => {
  const params = new URLSearchParams({ ext_session_id: sessionId, ...fields });
  const url = `${origin}/shop-api/v1${path}`;
  const response =
    method === 'GET'
      ? await fetch(`${url}?${params}`, { signal: AbortSignal.timeout(30_000) })
      : await fetch(url, {
          method,
          headers: { ...FORM, origin, ...headers },
          body: params,
          signal: AbortSignal.timeout(30_000),
        });
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = { raw: text.slice(0, 200) };
  }
  return { status: response.status, body, replayed: response.headers.get('idempotent-replayed') === 'true' };
};

const must = async (promise, what) => {
  const answer = await promise;
  if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

/** A guest with one line in the cart and a complete checkout; resolves to the total shown. */
export const readyShopper = async (origin, sessionId, articleId) => {
  await must(
    call(origin, 'POST', '/cart/lines', sessionId, { article_id: articleId, design_id: 'd0001', quantity: '1' }),
    'cart',
  );
  await must(
    call(origin, 'PUT', '/checkout/contact', sessionId, {
      customer_type: 'PERSON',
      email: 'proof@example.es',
      first_name: 'Ana',
      last_name: 'García',
      phone: '612345678',
    }),
    'contact',
  );
  await must(
    call(origin, 'PUT', '/checkout/addresses', sessionId, {
      billing_line1: 'Calle Mayor 1',
      billing_postal_code: '28013',
      billing_city: 'Madrid',
      billing_country: 'ES',
    }),
    'addresses',
  );
  await must(call(origin, 'PUT', '/checkout/shipment', sessionId, { mode: 'ADDRESS', carrier: 'CORREOS' }), 'shipment');
  const cart = await must(call(origin, 'GET', '/cart', sessionId), 'cart read');
  return cart.total.amount;
};

export const placeOrder = (origin, sessionId, key, total) =>
  call(
    origin,
    'POST',
    '/orders',
    sessionId,
    { payment_method: 'CARD', terms_accepted: 'true', expected_total: String(total) },
    { 'idempotency-key': key },
  );

export const articleIdOf = async (origin) =>
  String((await must(call(origin, 'GET', '/designs/d0001', 'ProofLookup000000000001'), 'design')).articles[0].id);

/** Runs `work` over `items`, `width` at a time. */
export const inParallel = async (items, width, work) => {
  const results = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  }
  return results;
};

export const sessionId = (prefix, n) => `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;
