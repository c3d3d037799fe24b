// Property-based fuzz of every operation in the OpenAPI document: hostile and random inputs, never a 5xx.
import fc from 'fast-check';

const HOSTILE_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype', 'callbackUrl'];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('a\u0000b', '%00', '../../etc/passwd', "' OR 1=1 --", '<script>x</script>', '::::', '%E0%A4%A', ''),
  fc.integer().map(String),
);
const key = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ minLength: 1, maxLength: 20 }));
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;
const deep = fc.integer({ min: 30, max: 7000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`);

const caseOf = fc.record({
  params: fc.array(text, { minLength: 4, maxLength: 4 }),
  query: fc.dictionary(key, text, { maxKeys: 4 }),
  withSession: fc.boolean(),
  body: fc.oneof(
    fc.record({ kind: fc.constant('form'), value: fc.dictionary(key, text, { maxKeys: 6 }) }),
    fc.record({ kind: fc.constant('json'), value: json.map((v) => JSON.stringify(v)) }),
    fc.record({ kind: fc.constant('json'), value: deep }),
    fc.record({ kind: fc.constant('multipart'), value: text }),
    fc.record({ kind: fc.constant('none'), value: fc.constant('') }),
  ),
});

const CONTENT_TYPES = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
  multipart: 'multipart/form-data',
};

const requestOf = (origin, method, template, sample) => {
  let index = 0;
  const path = template.replace(/\{[^}]+\}/g, () => encodeURIComponent(sample.params[index++ % 4] || 'x'));
  const query = new URLSearchParams(sample.query);
  if (sample.withSession) query.set('ext_session_id', 'ProofFuzzSession00000001');
  const url = `${origin}${path}${query.size > 0 ? `?${query}` : ''}`;
  const hasBody = method !== 'GET' && method !== 'HEAD' && sample.body.kind !== 'none';
  const body = !hasBody
    ? undefined
    : sample.body.kind === 'form'
      ? new URLSearchParams(sample.body.value).toString()
      : sample.body.value;
  return {
    url,
    init: {
      method,
      headers: { origin, ...(hasBody ? { 'content-type': CONTENT_TYPES[sample.body.kind] } : {}) },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    },
  };
};

/** `runs` cases per operation; every 5xx and transport failure is counted, with a few examples. */
export const fuzzOperations = async (origin, runs, seed = 13) => {
  const doc = await (await fetch(`${origin}/shop-api/v1/openapi.json`)).json();
  const operations = Object.entries(doc.paths).flatMap(([template, ops]) =>
    Object.keys(ops).map((method) => ({ template, method: method.toUpperCase() })),
  );
  const figures = {
    operations: operations.length,
    casesPerOperation: runs,
    requests: 0,
    fiveXx: 0,
    transportFailures: 0,
    statuses: {},
  };
  const examples = [];
  for (const [n, op] of operations.entries()) {
    const samples = fc.sample(caseOf, { numRuns: runs, seed: seed + n });
    for (let start = 0; start < samples.length; start += 8) {
      await Promise.all(
        samples.slice(start, start + 8).map(async (sample) => {
          const { url, init } = requestOf(origin, op.method, op.template, sample);
          figures.requests += 1;
          try {
            const response = await fetch(url, init);
            await response.arrayBuffer();
            const family = `${String(response.status)[0]}xx`;
            figures.statuses[family] = (figures.statuses[family] ?? 0) + 1;
            if (response.status >= 500) {
              figures.fiveXx += 1;
              if (examples.length < 10) examples.push(`${response.status} ${op.method} ${url.slice(0, 160)}`);
            }
          } catch (error) {
            figures.transportFailures += 1;
            if (examples.length < 10)
              examples.push(`${error.cause?.code ?? error.name} ${op.method} ${url.slice(0, 160)}`);
          }
        }),
      );
    }
  }
  return { ...figures, examples };
};
