// Load and fault scenarios against a running shop; each returns the figures it measured.
import { createHmac, randomUUID } from 'node:crypto';
import net from 'node:net';
import { articleIdOf, call, inParallel, placeOrder, readyShopper, sessionId } from './shop-client.mjs';
import { killHard, SANDBOX_SECRET, startShop } from './shop-process.mjs';

const publicIdOf = (answer) => answer.body?.data?.public_id;

/** Concurrent orders, each sent three times at once with its key and once more afterwards. */
export const concurrentOrders = async (origin, shoppers) => {
  const articleId = await articleIdOf(origin);
  const ready = await inParallel([...Array(shoppers).keys()], 10, async (n) => ({
    id: sessionId('ProofConc', n),
    total: await readyShopper(origin, sessionId('ProofConc', n), articleId),
    key: randomUUID(),
  }));
  const answers = await inParallel(ready, 10, (s) =>
    Promise.all([0, 1, 2].map(() => placeOrder(origin, s.id, s.key, s.total))),
  );
  const retries = await inParallel(ready, 10, (s) => placeOrder(origin, s.id, s.key, s.total));
  let duplicates = 0;
  let lost = 0;
  answers.forEach((triple, n) => {
    const ids = new Set([...triple, retries[n]].map(publicIdOf).filter(Boolean));
    if (ids.size > 1) duplicates += ids.size - 1;
    if (ids.size === 0 || retries[n].status !== 201) lost += 1;
  });
  return { shoppers, requests: shoppers * 4, duplicates, lost };
};

/** One cart ordered under several keys at once: exactly one order. */
export const oneCartManyKeys = async (origin, carts, keys) => {
  const articleId = await articleIdOf(origin);
  let exactlyOne = 0;
  const statuses = {};
  for (let n = 0; n < carts; n += 1) {
    const id = sessionId('ProofKeys', n);
    const total = await readyShopper(origin, id, articleId);
    const answers = await Promise.all([...Array(keys).keys()].map(() => placeOrder(origin, id, randomUUID(), total)));
    answers.forEach((a) => (statuses[a.status] = (statuses[a.status] ?? 0) + 1));
    if (answers.filter((a) => a.status === 201).length === 1) exactlyOne += 1;
  }
  return { carts, keysPerCart: keys, cartsWithExactlyOneOrder: exactlyOne, statuses };
};

/** Orders stream in; the shop is killed with SIGKILL mid-stream, restarted, and every order retried with its key. */
export const killMidStream = async (appRoot, location, { port, orders, kills }) => {
  let shop = await startShop(appRoot, { port, ...location });
  const articleId = await articleIdOf(shop.origin);
  const figures = {
    kills,
    orders: 0,
    acknowledged: 0,
    replayedAfterRestart: 0,
    placedOnRetry: 0,
    lost: 0,
    lostAnswers: [],
    waitedForLease: 0,
    startsNeeded: [],
  };
  for (let round = 0; round < kills; round += 1) {
    const ready = await inParallel([...Array(orders).keys()], 10, async (n) => {
      const id = sessionId(`ProofKill${round}x`, n);
      return { id, total: await readyShopper(shop.origin, id, articleId), key: randomUUID() };
    });
    figures.orders += ready.length;
    const first = new Map();
    const streaming = inParallel(ready, 8, async (s) => {
      try {
        const answer = await placeOrder(shop.origin, s.id, s.key, s.total);
        if (answer.status === 201) first.set(s.id, publicIdOf(answer));
      } catch {
        // cut by the kill
      }
    });
    // Kill once part of the stream has been answered.
    const deadline = Date.now() + 30_000;
    while (first.size < ready.length / 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    await killHard(shop);
    await streaming;
    figures.acknowledged += first.size;
    let starts = 0;
    for (;;) {
      starts += 1;
      try {
        shop = await startShop(appRoot, { port, ...location });
        break;
      } catch (error) {
        if (starts >= 3) throw error;
      }
    }
    figures.startsNeeded.push(starts);
    for (const s of ready) {
      let retry = await placeOrder(shop.origin, s.id, s.key, s.total);
      // A claim left by a request killed before its commit is free again once its lease (60 s) ran out.
      for (
        let waited = 0;
        retry.status === 409 && /in progress/.test(retry.body?.error?.message ?? '') && waited < 90;
        waited += 5
      ) {
        if (waited === 0) figures.waitedForLease += 1;
        await new Promise((resolve) => setTimeout(resolve, 5000));
        retry = await placeOrder(shop.origin, s.id, s.key, s.total);
      }
      if (retry.status !== 201) {
        figures.lost += 1;
        figures.lostAnswers.push(`${retry.status} ${retry.body?.error?.message ?? ''}`);
      } else if (first.has(s.id) && publicIdOf(retry) !== first.get(s.id)) figures.lost += 1;
      else if (retry.replayed) figures.replayedAfterRestart += 1;
      else figures.placedOnRetry += 1;
    }
  }
  return { shop, figures };
};

const sign = (body) => `sha256=${createHmac('sha256', SANDBOX_SECRET).update(body, 'utf8').digest('hex')}`;

const notify = async (origin, notification) => {
  const body = JSON.stringify(notification);
  const response = await fetch(`${origin}/api/payments/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': sign(body) },
    body,
  });
  return { status: response.status, body: await response.json() };
};

/** Signed notifications: each replayed, and mismatched ones (amount, currency, another order, stale). */
export const notifications = async (origin, database, orders) => {
  const articleId = await articleIdOf(origin);
  const placed = [];
  for (let n = 0; n < orders; n += 1) {
    const id = sessionId('ProofPay', n);
    const total = await readyShopper(origin, id, articleId);
    placed.push({ id, order: (await placeOrder(origin, id, randomUUID(), total)).body.data });
  }
  const rows = (
    await database.query(
      `SELECT p.id, o.public_id, p.amount_minor, p.currency FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.public_id IN (${placed.map((p) => `'${p.order.public_id}'`).join(',')})`,
    )
  ).rows;
  const figures = { sent: 0, applied: 0, duplicates: 0, mismatchesRefused: 0, staleRefused: 0, wronglyApplied: 0 };
  const count = (answer) => {
    figures.sent += 1;
    const outcome = answer.body?.data?.outcome;
    if (outcome === 'applied') figures.applied += 1;
    if (outcome === 'duplicate') figures.duplicates += 1;
    return outcome;
  };
  for (const [n, row] of rows.entries()) {
    const base = {
      type: 'payment.result',
      payment_id: row.id,
      provider_reference: 'ProofReference00001',
      order_public_id: row.public_id,
      result: 'PAID',
      amount_minor: row.amount_minor,
      currency: row.currency,
      created_at: new Date().toISOString(),
    };
    const other = rows[(n + 1) % rows.length];
    for (const bad of [{ amount_minor: 1 }, { currency: 'USD' }, { order_public_id: other.public_id }]) {
      const outcome = count(await notify(origin, { ...base, ...bad, event_id: randomUUID() }));
      if (outcome === 'refused') figures.mismatchesRefused += 1;
      if (outcome === 'applied') figures.wronglyApplied += 1;
    }
    const stale = await notify(origin, {
      ...base,
      event_id: randomUUID(),
      created_at: new Date(Date.now() - 4 * 86_400_000).toISOString(),
    });
    figures.sent += 1;
    if (stale.status === 400) figures.staleRefused += 1;
    const good = { ...base, event_id: randomUUID() };
    count(await notify(origin, good));
    count(await notify(origin, good));
  }
  const paid = (
    await database.query(
      `SELECT count(*)::int AS n FROM payments WHERE status = 'PAID' AND id IN (${rows.map((r) => `'${r.id}'`).join(',')})`,
    )
  ).rows[0].n;
  return { orders: rows.length, ...figures, paidAfterwards: paid };
};

/** Every PostgreSQL connection of the shop terminated while traffic runs; answers counted, recovery timed. */
export const terminatedConnections = async (origin, database, seconds) => {
  const statuses = {};
  let transportErrors = 0;
  let running = true;
  const loop = async (n) => {
    while (running) {
      try {
        const answer = await call(origin, 'GET', '/cart', sessionId('ProofTerm', n));
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      } catch {
        transportErrors += 1;
      }
    }
  };
  const loops = [...Array(8).keys()].map(loop);
  await new Promise((r) => setTimeout(r, 1000));
  const terminated = [];
  for (let round = 0; round < 3; round += 1) {
    terminated.push(Number((await database.terminateBackends()).rows[0].n));
    await new Promise((r) => setTimeout(r, (seconds * 1000) / 3));
  }
  running = false;
  await Promise.all(loops);
  // Recovery: the time from a termination to the first good answer.
  await database.terminateBackends();
  const started = performance.now();
  for (let tries = 0; tries < 300; tries += 1) {
    const answer = await call(origin, 'GET', '/cart', sessionId('ProofTerm', 99)).catch(() => ({ status: 0 }));
    if (answer.status === 200) break;
  }
  const recoveryMs = Math.round(performance.now() - started);
  const non503Errors = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500 && Number(status) !== 503)
    .reduce((sum, [, n]) => sum + n, 0);
  return { backendsTerminated: terminated, statuses, transportErrors, non503Errors, recoveryMs };
};

/** Sockets that send their headers (or their body) a byte at a time; when the shop cuts them. */
export const slowClients = async (port, clients, limitSeconds) => {
  const one = (kind) =>
    new Promise((resolve) => {
      const started = performance.now();
      const socket = net.connect(port, '127.0.0.1');
      const head =
        kind === 'headers'
          ? 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '
          : 'POST /api/session HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 8000\r\n\r\n{"a":"';
      socket.write(head);
      const drip = setInterval(() => socket.write('a'), 1000);
      const give = setTimeout(() => socket.destroy(), limitSeconds * 1000);
      const done = (how) => {
        clearInterval(drip);
        clearTimeout(give);
        resolve({ kind, how, seconds: Math.round((performance.now() - started) / 100) / 10 });
      };
      socket.on('close', () => done(performance.now() - started >= limitSeconds * 1000 - 50 ? 'never cut' : 'cut'));
      socket.on('error', () => {});
    });
  const results = await Promise.all([...Array(clients).keys()].map((n) => one(n % 2 === 0 ? 'headers' : 'body')));
  const cut = results.filter((r) => r.how === 'cut');
  const byKind = (kind) => results.filter((r) => r.kind === kind).map((r) => r.seconds);
  return {
    clients,
    cut: cut.length,
    neverCut: results.length - cut.length,
    headersCutAfterSeconds: Math.max(...byKind('headers')),
    bodyCutAfterSeconds: Math.max(...byKind('body')),
  };
};
