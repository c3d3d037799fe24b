// Place-order latency: real guests fill a cart and the checkout over HTTP; only POST /orders is timed.
import { randomUUID } from 'node:crypto';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export const placeOrderLatency = async (origin, orders = 50) => {
  const api = `${origin}/shop-api/v1`;
  const call = async (method, path, sessionId, fields = {}, headers = {}) => {
    const params = new URLSearchParams({ ext_session_id: sessionId, ...fields });
    const response =
      method === 'GET'
        ? await fetch(`${api}${path}?${params}`)
        : await fetch(`${api}${path}`, { method, headers: { ...FORM, ...headers }, body: params });
    const body = await response.json();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return body.data;
  };

  const design = await call('GET', '/designs/d0001', 'BenchOrderLookup0000000001');
  const articleId = String(design.articles[0].id);
  const durations = [];
  for (let n = 0; n < orders; n += 1) {
    const sessionId = `BenchOrder${String(n).padStart(10, '0')}`;
    await call('POST', '/cart/lines', sessionId, { article_id: articleId, design_id: 'd0001', quantity: '1' });
    await call('PUT', '/checkout/contact', sessionId, {
      customer_type: 'PERSON',
      email: `bench${n}@example.es`,
      first_name: 'Ana',
      last_name: 'García',
      phone: '612345678',
    });
    await call('PUT', '/checkout/addresses', sessionId, {
      billing_line1: 'Calle Mayor 1',
      billing_postal_code: '28013',
      billing_city: 'Madrid',
      billing_country: 'ES',
    });
    await call('PUT', '/checkout/shipment', sessionId, { mode: 'ADDRESS', carrier: 'CORREOS' });
    const cart = await call('GET', '/cart', sessionId);
    const started = performance.now();
    await call(
      'POST',
      '/orders',
      sessionId,
      { payment_method: 'CARD', terms_accepted: 'true', expected_total: String(cart.total.amount) },
      { 'idempotency-key': randomUUID() },
    );
    durations.push(performance.now() - started);
  }
  const sorted = [...durations].sort((a, b) => a - b);
  return { orders, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
};
