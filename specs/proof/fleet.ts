// The fleet scenario of `npm run proof`: three web instances and one worker of the built shop on one PostgreSQL,
// one S3-compatible bucket and one SMTP server, as separate machines would run them (a data directory each, the
// same secrets and PUBLIC_URL, NODE_ENV=production). Traffic goes round-robin, as a load balancer sends it; one web
// instance and the worker are killed with SIGKILL mid-stream and started again.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '../../adapters/postgres/seeds/accounts.seed.ts';
import { onePhotoDocument } from '../support/personalisation-mother.ts';
import { s3EnvOf, startS3TestServer } from '../support/s3-test-server.ts';
import { startSmtpTestServer } from '../support/smtp-test-server.ts';

export type FleetSettings = {
  readonly shoppers: number;
  /** Every how many shoppers one buys a mug with a photo of their own (uploaded through another instance). */
  readonly personalisedEvery: number;
  readonly width: number;
  readonly changeSamples: number;
  readonly limitRequests: number;
};

type Role = 'web' | 'worker';
type Instance = {
  readonly name: string;
  readonly role: Role;
  readonly port: number;
  readonly origin: string;
  readonly dataDir: string;
  child: ChildProcess;
  exited: Promise<unknown>;
  errors: string;
};

const API = '/shop-api/v1';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SECRET = 'fleet-proof-shared-secret-0123456789abcdef0123456789';
/** The tracking lookup: 30 a minute per visitor, counted in PostgreSQL. */
const TRACKING_LIMIT = 30;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const sessionIdOf = (n: number) => `FleetShopper${String(n).padStart(12, '0')}`;

/** The environment of one machine of the fleet: everything identical but its data directory and port. */
const environmentOf = (shared: NodeJS.ProcessEnv, instance: { port: number; dataDir: string; role: Role }) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  ...shared,
  PORT: String(instance.port),
  DATA_DIR: instance.dataDir,
  SHOP_ROLE: instance.role,
});

const up = async (instance: Instance, seconds = 120) => {
  const deadline = Date.now() + seconds * 1000;
  let stopped = false;
  void instance.exited.then(() => (stopped = true));
  while (Date.now() < deadline && !stopped) {
    try {
      // A worker serves no shop: it answers its health check alone.
      const probe = instance.role === 'web' ? `${API}/openapi.json` : '/health';
      if ((await fetch(`${instance.origin}${probe}`, { signal: AbortSignal.timeout(2_000) })).ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return false;
};

const launch = (appRoot: string, shared: NodeJS.ProcessEnv, instance: Instance) => {
  const child = spawn(process.execPath, [path.join(appRoot, 'dist/server/serve.js')], {
    cwd: appRoot,
    env: environmentOf(shared, instance),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  instance.child = child;
  instance.errors = '';
  child.stderr?.on('data', (chunk) => (instance.errors = (instance.errors + String(chunk)).slice(-2000)));
  instance.exited = new Promise((resolve) => child.once('exit', resolve));
};

const killHard = async (instance: Instance) => {
  instance.child.kill('SIGKILL');
  await instance.exited;
};

const stop = async (instance: Instance) => {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill('SIGTERM');
  await Promise.race([instance.exited, sleep(10_000)]);
  if (instance.child.exitCode === null && instance.child.signalCode === null) await killHard(instance);
};

type Answer = { readonly status: number; readonly body: { data?: Record<string, unknown> } & Record<string, unknown> };

/** A load balancer in front of the web instances: round-robin, and the next instance when one does not answer. */
const balancerOf = (webs: readonly Instance[]) => {
  let next = 0;
  let failovers = 0;
  const send = async (request: (origin: string) => Promise<Response>): Promise<Answer> => {
    for (let tries = 0; tries < webs.length * 3; tries += 1) {
      const instance = webs[next++ % webs.length]!;
      try {
        const response = await request(instance.origin);
        const text = await response.text();
        let body: Answer['body'];
        try {
          body = JSON.parse(text) as Answer['body'];
        } catch {
          body = { raw: text.slice(0, 200) };
        }
        return { status: response.status, body };
      } catch {
        // Refused or reset: a dead machine, as a balancer's health check would find it.
        failovers += 1;
        await sleep(100);
      }
    }
    throw new Error('No web instance answered');
  };
  const call = (
    method: string,
    apiPath: string,
    sessionId: string,
    fields: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) =>
    send((origin) => {
      const params = new URLSearchParams({ ext_session_id: sessionId, ...fields });
      return method === 'GET'
        ? fetch(`${origin}${API}${apiPath}?${params}`, { headers, signal: AbortSignal.timeout(60_000) })
        : fetch(`${origin}${API}${apiPath}`, {
            method,
            headers: { ...FORM, origin, ...headers },
            body: params,
            signal: AbortSignal.timeout(60_000),
          });
    });
  return { send, call, failovers: () => failovers };
};

type Balancer = ReturnType<typeof balancerOf>;

const must = async (answer: Promise<Answer>, what: string) => {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data as Record<string, unknown>;
};

/** A 1600 × 900 photo of the shopper's own, uploaded through whichever instance the balancer picks. */
const uploadPhoto = async (balancer: Balancer, sessionId: string, n: number) => {
  const photo = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: n % 255, g: 90, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  return must(
    balancer.send((origin) => {
      const form = new FormData();
      form.set('ext_session_id', sessionId);
      form.set('img', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      return fetch(`${origin}/images/upload`, { method: 'POST', body: form, signal: AbortSignal.timeout(60_000) });
    }),
    'upload',
  );
};

type Bought = {
  readonly n: number;
  readonly email: string;
  readonly personalised: boolean;
  publicId?: string;
  /** The payer approved the card payment on the sandbox's page (its answer was the redirect back). */
  paid?: boolean;
};

/** Approves an order's sandbox payment, as the payer's click on its hosted page does, through any web instance. */
const approvePayment = async (balancer: Balancer, paymentUrl: string): Promise<boolean> => {
  const approved = await balancer.send((origin) =>
    fetch(`${origin}${paymentUrl}/approve`, { method: 'POST', redirect: 'manual', headers: { origin } }),
  );
  return approved.status === 303;
};

/** One shopper's purchase, each call through the next instance; the order retried with its key until answered. */
const buy = async (balancer: Balancer, n: number, personalisedEvery: number, articleId: string): Promise<Bought> => {
  const sessionId = sessionIdOf(n);
  const email = `fleet.shopper.${n}@example.es`;
  const personalised = n % personalisedEvery === 0;
  if (personalised) {
    const upload = await uploadPhoto(balancer, sessionId, n);
    const document = onePhotoDocument(
      101,
      'wrap',
      String(upload.id),
      { width: 1600, height: 900 },
      { centerX: 100, centerY: 45, width: 140, height: 78.75 },
    );
    await must(
      balancer.call('POST', '/personalisation/cart-lines', sessionId, {
        document: JSON.stringify(document),
        quantity: '1',
      }),
      'personalised line',
    );
  } else {
    await must(
      balancer.call('POST', '/cart/lines', sessionId, { article_id: articleId, design_id: 'd0001', quantity: '1' }),
      'cart line',
    );
  }
  await must(
    balancer.call('PUT', '/checkout/contact', sessionId, {
      customer_type: 'PERSON',
      email,
      first_name: 'Ana',
      last_name: 'García',
      phone: '612345678',
    }),
    'contact',
  );
  await must(
    balancer.call('PUT', '/checkout/addresses', sessionId, {
      billing_line1: 'Calle Mayor 1',
      billing_postal_code: '28013',
      billing_city: 'Madrid',
      billing_country: 'ES',
    }),
    'addresses',
  );
  await must(
    balancer.call('PUT', '/checkout/shipment', sessionId, { mode: 'ADDRESS', carrier: 'CORREOS' }),
    'shipment',
  );
  const cart = await must(balancer.call('GET', '/cart', sessionId), 'cart');
  const total = (cart.total as { amount: number }).amount;
  const key = randomUUID();
  const bought: Bought = { n, email, personalised };
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const placed = await balancer.call(
      'POST',
      '/orders',
      sessionId,
      { payment_method: 'CARD', terms_accepted: 'true', expected_total: String(total) },
      { 'idempotency-key': key },
    );
    if (placed.status === 201) {
      bought.publicId = String(placed.body.data?.public_id);
      const next = placed.body.data?.next as { kind?: string; url?: string } | undefined;
      if (next?.kind === 'redirect' && next.url) bought.paid = await approvePayment(balancer, next.url);
      return bought;
    }
    // 409 while the first try is still in flight on a killed instance: the key is retried, as a client would.
    await sleep(500);
  }
  return bought;
};

/** Cookies of a signed-in administrator, kept as a browser keeps them. */
const signInAdministrator = async (origin: string) => {
  const cookies = new Map<string, string>();
  const absorb = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const csrf = (await absorb(await fetch(`${origin}/api/auth/csrf`)).json()) as { csrfToken: string };
  absorb(
    await fetch(`${origin}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: { ...FORM, cookie: header(), origin },
      body: new URLSearchParams({
        email: DEMO_ACCOUNTS.administrator.email,
        password: DEMO_ACCOUNTS.administrator.password,
        csrfToken: csrf.csrfToken,
        callbackUrl: '/accounts/home',
        json: 'true',
      }),
      redirect: 'manual',
    }),
  );
  if (![...cookies.keys()].some((name) => name.endsWith('authjs.session-token'))) {
    throw new Error('The administrator could not sign in');
  }
  return header;
};

/** How long after an administrator withdraws or restores a design on one instance every other instance agrees. */
const changeLatencies = async (webs: readonly Instance[], samples: number) => {
  const cookie = await signInAdministrator(webs[0]!.origin);
  const designId = 'd0002';
  const seenMs: number[] = [];
  let unseen = 0;
  for (let sample = 0; sample < samples; sample += 1) {
    const published = sample % 2 === 1;
    const changedAt = performance.now();
    const changed = await fetch(`${webs[0]!.origin}${API}/back-office/designs/${designId}/published`, {
      method: 'POST',
      headers: { ...FORM, cookie: cookie(), origin: webs[0]!.origin, 'idempotency-key': randomUUID() },
      body: new URLSearchParams({ ext_session_id: sessionIdOf(900_000), published: String(published) }),
    });
    if (!changed.ok) throw new Error(`Withdrawing a design answered ${changed.status}: ${await changed.text()}`);
    await Promise.all(
      webs.slice(1).map(async (instance) => {
        const deadline = Date.now() + 45_000;
        while (Date.now() < deadline) {
          const answer = await fetch(
            `${instance.origin}${API}/designs/${designId}?ext_session_id=${sessionIdOf(900_001)}`,
          );
          await answer.arrayBuffer();
          if ((answer.status === 200) === published) {
            seenMs.push(performance.now() - changedAt);
            return;
          }
          await sleep(10);
        }
        unseen += 1;
      }),
    );
  }
  return {
    samples: seenMs.length + unseen,
    unseen,
    p50Ms: Math.round(percentile(seenMs, 50) ?? 0),
    p99Ms: Math.round(percentile(seenMs, 99) ?? 0),
    maxMs: Math.round(Math.max(0, ...seenMs)),
  };
};

/** Tracking lookups from one visitor (one forwarded address): how many are answered before the limit refuses. */
const acceptedLookups = async (origins: readonly string[], visitor: string, requests: number) => {
  let accepted = 0;
  for (let n = 0; n < requests; n += 1) {
    const origin = origins[n % origins.length]!;
    const answer = await fetch(
      `${origin}${API}/tracking?${new URLSearchParams({
        ext_session_id: sessionIdOf(800_000),
        public_id: 'EST-000000',
        shipment_postal_code: '28013',
        shipment_country: 'ES',
      })}`,
      { headers: { 'x-forwarded-for': visitor } },
    );
    await answer.arrayBuffer();
    if (answer.status !== 429) accepted += 1;
  }
  return accepted;
};

const query = async (url: string, sql: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
};

/** Polls `done` until it holds or the time is up. */
const settled = async (done: () => boolean | Promise<boolean>, seconds: number) => {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await sleep(500);
  }
  return done();
};

export const fleetScenario = async (
  appRoot: string,
  { databaseUrl, basePort }: { readonly databaseUrl: string; readonly basePort: number },
  settings: FleetSettings,
  log: (line: string) => void,
) => {
  const s3 = await startS3TestServer();
  if ('unavailable' in s3) return { skipped: `no S3-compatible server: ${s3.unavailable}` };
  const smtp = await startSmtpTestServer();
  const directories: string[] = [];
  const instances: Instance[] = [];
  try {
    const publicUrl = `http://127.0.0.1:${basePort}`;
    const shared: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: publicUrl,
      AUTH_SECRET: SECRET,
      PAYMENTS_SANDBOX_SECRET: SECRET,
      NEWSLETTER_SECRET: SECRET,
      REVIEW_LINK_SECRET: SECRET,
      SMTP_URL: smtp.url,
      TRUST_PROXY: 'true',
      ...s3EnvOf(await s3.freshBucket()),
    };
    const roles: readonly Role[] = ['web', 'web', 'web', 'worker'];
    for (const [index, role] of roles.entries()) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `estampa-fleet-${index}-`));
      directories.push(dataDir);
      const port = basePort + index;
      instances.push({
        name: `${role}-${index}`,
        role,
        port,
        origin: `http://127.0.0.1:${port}`,
        dataDir,
        child: undefined as unknown as ChildProcess,
        exited: Promise.resolve(),
        errors: '',
      });
    }

    // Cold start: every machine at once on an empty database.
    const coldStartedAt = performance.now();
    instances.forEach((instance) => launch(appRoot, shared, instance));
    const started = await Promise.all(instances.map((instance) => up(instance)));
    const coldStart = {
      instances: instances.length,
      started: started.filter(Boolean).length,
      seconds: Math.round((performance.now() - coldStartedAt) / 100) / 10,
      failures: instances
        .filter((_, index) => !started[index])
        .map((instance) => `${instance.name}: ${instance.errors.slice(-300)}`),
    };
    log(`cold start: ${JSON.stringify(coldStart).slice(0, 300)}`);
    if (coldStart.started < instances.length) return { coldStart };

    const webs = instances.filter((instance) => instance.role === 'web');
    const worker = instances.find((instance) => instance.role === 'worker')!;
    const balancer = balancerOf(webs);
    const design = await must(balancer.call('GET', '/designs/d0001', sessionIdOf(900_003)), 'design');
    const articleId = String((design.articles as { id: number }[])[0]!.id);

    // The stream, with one web instance and the worker killed a third and two thirds of the way, then restarted.
    const bought: Bought[] = [];
    const kills: string[] = [];
    const victims = [webs[1]!, worker];
    const restart = async (victim: Instance) => {
      await killHard(victim);
      kills.push(`${victim.name} killed after ${bought.length} orders`);
      await sleep(2_000);
      launch(appRoot, shared, victim);
      if (!(await up(victim))) throw new Error(`${victim.name} did not start again: ${victim.errors}`);
    };
    const restarts: Promise<void>[] = [];
    for (let start = 0; start < settings.shoppers; start += settings.width) {
      const batch = [...Array(Math.min(settings.width, settings.shoppers - start)).keys()].map((k) => start + k);
      const victim = victims[Math.floor((start / settings.shoppers) * 3) - 1];
      if (victim && !kills.some((line) => line.startsWith(victim.name))) restarts.push(restart(victim));
      bought.push(...(await Promise.all(batch.map((n) => buy(balancer, n, settings.personalisedEvery, articleId)))));
    }
    await Promise.all(restarts);

    const acknowledged = bought.filter((order) => order.publicId);
    const rows = await query(databaseUrl, `SELECT public_id, email FROM orders WHERE email LIKE 'fleet.shopper.%'`);
    const ordersPerEmail = new Map<string, number>();
    rows.forEach((row) => ordersPerEmail.set(String(row.email), (ordersPerEmail.get(String(row.email)) ?? 0) + 1));
    const stored = new Set(rows.map((row) => String(row.public_id)));
    const orders = {
      shoppers: settings.shoppers,
      acknowledged: acknowledged.length,
      lost: acknowledged.filter((order) => !stored.has(order.publicId!)).length,
      duplicated: [...ordersPerEmail.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0),
      unanswered: bought.length - acknowledged.length,
      failovers: balancer.failovers(),
      kills,
    };
    log(`orders: ${JSON.stringify(orders)}`);

    // Every acknowledged order's confirmation arrives once, whichever instance took it and whoever died meanwhile.
    // A receiver keeps one copy per Message-ID: a try repeated after the server took the mail (its worker killed
    // before it marked the try done) is the same mail, so the subjects are counted once per Message-ID.
    const subjects = async () => {
      const parsed = await Promise.all(smtp.received.map(({ raw }) => simpleParser(raw)));
      const byMessageId = new Map(parsed.map((mail, at) => [mail.messageId ?? `none-${at}`, mail.subject ?? '']));
      return [...byMessageId.values()];
    };
    const copiesResent = async () => smtp.received.length - (await subjects()).length;
    // The Spanish store's subjects: "Tu pedido …" confirms the order, "Hemos recibido el pago …" its payment.
    const confirmationsIn = (all: readonly string[], publicId: string) =>
      all.filter((subject) => subject.startsWith('Tu pedido ') && subject.includes(publicId)).length;
    const paymentMailsIn = (all: readonly string[], publicId: string) =>
      all.filter((subject) => subject.startsWith('Hemos recibido el pago ') && subject.includes(publicId)).length;
    await settled(async () => {
      const all = await subjects();
      return acknowledged.every((order) => confirmationsIn(all, order.publicId!) >= 1);
      // A mail whose worker was killed mid-try goes out again once its try expires (a minute) and is found.
    }, 180);
    await sleep(3_000);
    const received = await subjects();
    const counts = acknowledged.map((order) => confirmationsIn(received, order.publicId!));
    const mails = {
      orders: acknowledged.length,
      missing: counts.filter((count) => count === 0).length,
      duplicated: counts.reduce((sum, count) => sum + Math.max(0, count - 1), 0),
      // Copies the SMTP server took twice under one Message-ID (a kill between its acceptance and the try's end).
      copiesResent: await copiesResent(),
    };
    log(`confirmation mails: ${JSON.stringify(mails)}`);

    // A photo uploaded through one instance printed from another: every personalised line gets its print file once.
    const personalised = acknowledged.filter((order) => order.personalised);
    const admin = await signInAdministrator(webs[0]!.origin);
    const withSession = (url: string) => `${url}${url.includes('?') ? '&' : '?'}ext_session_id=${sessionIdOf(900_002)}`;
    const printFileOf = async (origin: string, publicId: string) => {
      const listed = await fetch(withSession(`${origin}${API}/orders/${publicId}/print_files`), {
        headers: { cookie: admin() },
      });
      type Listed = { data?: { lines?: { files?: { url: string }[] }[] } };
      const url = ((await listed.json()) as Listed).data?.lines?.[0]?.files?.[0]?.url;
      if (!url) return null;
      // The file's link names no session: it downloads from the site's root with the sign-in cookie alone.
      const file = await fetch(`${origin}${url}`, { headers: { cookie: admin() } });
      return file.ok ? Buffer.from(await file.arrayBuffer()) : null;
    };
    const printed = await Promise.all(
      personalised.map(async (order) => {
        let first: Buffer | null = null;
        // A line whose worker was killed mid-try is rendered again once its try expires (two minutes) and is found.
        await settled(async () => (first = await printFileOf(webs[0]!.origin, order.publicId!)) !== null, 240);
        if (!first) return { everywhere: false };
        const elsewhere = await Promise.all(webs.slice(1).map((web) => printFileOf(web.origin, order.publicId!)));
        return { everywhere: elsewhere.every((file) => file !== null && file.equals(first!)) };
      }),
    );
    // Each line's record says it is done; the job queue holds how many print-file jobs each line was given.
    const renderedPerLine = await query(
      databaseUrl,
      `SELECT j.order_line_id,
              (SELECT count(*) FROM pgboss.job b WHERE b.name = 'print-file' AND b.data->>'orderLineId' = j.order_line_id)
            + (SELECT count(*) FROM pgboss.archive b WHERE b.name = 'print-file' AND b.data->>'orderLineId' = j.order_line_id)
              AS jobs
         FROM print_jobs j JOIN orders o ON o.id = j.order_id
        WHERE o.email LIKE 'fleet.shopper.%' AND j.done_at IS NOT NULL`,
    ).catch(() => []);
    const printFiles = {
      personalisedOrders: personalised.length,
      servedByEveryInstance: printed.filter((file) => file.everywhere).length,
      rendered: renderedPerLine.length,
      queuedOnce: renderedPerLine.filter((line) => Number(line.jobs) === 1).length,
    };
    log(`print files: ${JSON.stringify(printFiles)}`);

    // Every approved payment's order is paid once its notification is worked, and has exactly one invoice, drawn once.
    const paid = acknowledged.filter((order) => order.paid);
    const invoiceRows = async () =>
      query(
        databaseUrl,
        `SELECT o.public_id, i.number FROM orders o
           JOIN payments p ON p.order_id = o.id AND p.status = 'PAID'
           LEFT JOIN invoices i ON i.order_id = o.id AND i.kind = 'invoice'
          WHERE o.email LIKE 'fleet.shopper.%'`,
      );
    const pdfsDrawn = async () =>
      Number(
        (
          await query(
            databaseUrl,
            `SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'invoice-pdf' AND state = 'completed'`,
          ).catch(() => [{ jobs: 0 }])
        )[0]?.jobs ?? 0,
      );
    await settled(async () => {
      const rows = await invoiceRows();
      const mailed = await subjects();
      return (
        rows.length >= paid.length &&
        rows.every((row) => row.number !== null) &&
        (await pdfsDrawn()) >= rows.length &&
        paid.every((order) => paymentMailsIn(mailed, order.publicId!) >= 1)
      );
      // As for mails and print files: a killed worker's PDFs are drawn again once their tries expire.
    }, 180);
    await sleep(2_000);
    const paymentMails = await subjects();
    const paymentMailCounts = paid.map((order) => paymentMailsIn(paymentMails, order.publicId!));
    const invoiced = await invoiceRows();
    const invoicesPerOrder = new Map<string, number>();
    invoiced.forEach((row) =>
      invoicesPerOrder.set(
        String(row.public_id),
        (invoicesPerOrder.get(String(row.public_id)) ?? 0) + (row.number === null ? 0 : 1),
      ),
    );
    const invoices = {
      paymentsApproved: paid.length,
      paidOrders: invoicesPerOrder.size,
      missing: [...invoicesPerOrder.values()].filter((count) => count === 0).length,
      duplicated: [...invoicesPerOrder.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0),
      // One `invoice-pdf` job per invoice, completed once: the PDF drawn once whoever died meanwhile.
      pdfsDrawn: await pdfsDrawn(),
      // The buyer's payment-received mail, linking the invoice.
      mailsMissing: paymentMailCounts.filter((count) => count === 0).length,
      mailsDuplicated: paymentMailCounts.reduce((sum, count) => sum + Math.max(0, count - 1), 0),
    };
    log(`invoices: ${JSON.stringify(invoices)}`);

    const adminChange = await changeLatencies(webs, settings.changeSamples);
    log(`administrator change seen everywhere: ${JSON.stringify(adminChange)}`);

    const limits = {
      policy: TRACKING_LIMIT,
      oneInstance: await acceptedLookups([webs[0]!.origin], '203.0.113.10', settings.limitRequests),
      roundRobin: await acceptedLookups(
        webs.map((web) => web.origin),
        '203.0.113.11',
        settings.limitRequests,
      ),
    };
    log(`limits per visitor: ${JSON.stringify(limits)}`);

    return { coldStart, orders, mails, printFiles, invoices, adminChange, limits };
  } finally {
    await Promise.all(instances.filter((instance) => instance.child).map(stop));
    await smtp.close();
    await s3.close();
    await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
  }
};
