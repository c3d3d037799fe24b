// docs/reliability.md from the figures one proof run measured.
const row = (cells) => `| ${cells.join(' | ')} |`;
const ok = (condition) => (condition ? 'yes' : '**no**');

const ordersTable = (name, figures) =>
  figures
    ? [
        `#### ${name}`,
        '',
        row(['Scenario', 'Figures', 'Holds']),
        row(['---', '---', '---']),
        row([
          'Concurrent orders, each sent 3× at once with its key, then retried',
          `${figures.concurrentOrders.shoppers} shoppers, ${figures.concurrentOrders.requests} requests: ${figures.concurrentOrders.duplicates} duplicates, ${figures.concurrentOrders.lost} lost`,
          ok(figures.concurrentOrders.duplicates === 0 && figures.concurrentOrders.lost === 0),
        ]),
        row([
          'One cart under several keys at once',
          `${figures.oneCartManyKeys.carts} carts × ${figures.oneCartManyKeys.keysPerCart} keys: ${figures.oneCartManyKeys.cartsWithExactlyOneOrder} with exactly one order (answers ${JSON.stringify(figures.oneCartManyKeys.statuses)})`,
          ok(figures.oneCartManyKeys.cartsWithExactlyOneOrder === figures.oneCartManyKeys.carts),
        ]),
        row([
          'kill -9 mid-stream, restart, every order retried with its key',
          `${figures.killMidStream.kills} kills, ${figures.killMidStream.orders} orders, ${figures.killMidStream.acknowledged} acknowledged before the kill; after restart ${figures.killMidStream.replayedAfterRestart} replayed, ${figures.killMidStream.placedOnRetry} placed by the retry, ${figures.killMidStream.lost} lost (${figures.killMidStream.waitedForLease ?? 0} retries first answered 409 "in progress" for a claim of a killed request, and retried until its lease ran out); starts needed ${figures.killMidStream.startsNeeded.join(', ')}`,
          ok(figures.killMidStream.lost === 0 && figures.killMidStream.startsNeeded.every((n) => n === 1)),
        ]),
        '',
      ]
    : [];

/** Whether each fleet figure holds: the report's last column and the exit code of `--fleet-only`. */
export const fleetHolds = ({ coldStart, orders, mails, printFiles, invoices, adminChange, limits }) => ({
  coldStart: coldStart.started === coldStart.instances,
  orders: Boolean(orders) && orders.lost === 0 && orders.duplicated === 0 && orders.unanswered === 0,
  mails: Boolean(mails) && mails.missing === 0 && mails.duplicated === 0,
  printFiles:
    Boolean(printFiles) &&
    printFiles.servedByEveryInstance === printFiles.personalisedOrders &&
    printFiles.rendered === printFiles.personalisedOrders &&
    // Proofs recorded before print files moved onto the job queue have no count of queued jobs.
    (printFiles.queuedOnce === undefined || printFiles.queuedOnce === printFiles.personalisedOrders),
  invoices:
    Boolean(invoices) &&
    invoices.paidOrders === invoices.paymentsApproved &&
    invoices.missing === 0 &&
    invoices.duplicated === 0 &&
    invoices.pdfsDrawn === invoices.paidOrders &&
    invoices.mailsMissing === 0 &&
    invoices.mailsDuplicated === 0,
  adminChange: Boolean(adminChange) && adminChange.unseen === 0 && adminChange.p99Ms <= 1000,
  limits: Boolean(limits) && Math.abs(limits.roundRobin - limits.oneInstance) <= Math.max(1, limits.oneInstance * 0.05),
});

const fleetSection = (fleet) => {
  if (!fleet) return [];
  if (fleet.skipped) return ['## A fleet: three web instances and a worker', '', `Skipped: ${fleet.skipped}.`, ''];
  const { coldStart, orders, mails, printFiles, invoices, adminChange, limits } = fleet;
  const started = `${coldStart.started} of ${coldStart.instances} started in ${coldStart.seconds} s`;
  if (!orders) {
    return [
      '## A fleet: three web instances and a worker',
      '',
      `Cold start on an empty database: ${started} — holds: **no**.`,
      ...coldStart.failures.map((f) => `- \`${f}\``),
      '',
    ];
  }
  const holds = fleetHolds(fleet);
  return [
    '## A fleet: three web instances and a worker',
    '',
    'Three web instances (`SHOP_ROLE=web`) and one worker (`SHOP_ROLE=worker`) of the build, each with a data directory of',
    'its own as separate machines have, `NODE_ENV=production`, the same secrets and `PUBLIC_URL`, on one PostgreSQL',
    'database, one bucket of an S3-compatible server (s3rver) and one SMTP server that keeps what it receives. Each call',
    'of a shopper goes to the next instance (round-robin, the next one when an instance does not answer, as a load',
    'balancer does); one web instance and the worker are killed with SIGKILL mid-stream and started again.',
    '',
    row(['What', 'Figures', 'Holds']),
    row(['---', '---', '---']),
    row(['Cold start of every instance at once on an empty database', started, ok(holds.coldStart)]),
    row([
      'Orders, every call through the next instance, kills mid-stream',
      `${orders.shoppers} shoppers, ${orders.acknowledged} acknowledged, ${orders.lost} lost, ${orders.duplicated} duplicated, ${orders.unanswered} unanswered; ${orders.failovers} calls moved to another instance; ${orders.kills.join('; ')}`,
      ok(holds.orders),
    ]),
    row([
      'Order confirmation mails received by the SMTP server (one per Message-ID)',
      `${mails.orders} orders: ${mails.missing} missing, ${mails.duplicated} duplicated; ${mails.copiesResent ?? 0} copies resent under the same Message-ID`,
      ok(holds.mails),
    ]),
    row([
      'Print files of photos uploaded through any instance',
      `${printFiles.personalisedOrders} personalised orders: ${printFiles.servedByEveryInstance} print files served identically by every web instance; ${printFiles.rendered} rendered${printFiles.queuedOnce === undefined ? '' : `, ${printFiles.queuedOnce} queued exactly once`}`,
      ok(holds.printFiles),
    ]),
    row([
      'Invoices of the payments approved on the sandbox page, issued with each payment',
      `${invoices.paymentsApproved} approved, ${invoices.paidOrders} orders paid: ${invoices.missing} without an invoice, ${invoices.duplicated} duplicated; ${invoices.pdfsDrawn} PDFs drawn; payment-received mails ${invoices.mailsMissing} missing, ${invoices.mailsDuplicated} duplicated`,
      ok(holds.invoices),
    ]),
    row([
      'An administrator withdraws or restores a design on one instance; the others agree',
      `${adminChange.samples} changes × ${coldStart.instances - 2} instances: p50 ${adminChange.p50Ms} ms, p99 ${adminChange.p99Ms} ms, max ${adminChange.maxMs} ms, ${adminChange.unseen} not seen within 45 s`,
      ok(holds.adminChange),
    ]),
    row([
      'Tracking lookups of one visitor (limit per visitor)',
      `limit ${limits.policy}: ${limits.oneInstance} answered by one instance, ${limits.roundRobin} round-robin over three`,
      ok(holds.limits),
    ]),
    '',
  ];
};

export const reportOf = (results, { started, finished, machine, command }) => {
  const pg = results.postgres;
  const soak = pg.soak;
  return [
    '# Reliability',
    '',
    `Measured by \`${command}\` (${results.mode} mode) from ${started.toISOString()} to ${finished.toISOString()}, on ${machine}.`,
    'The built shop (`npm run build`) ran as its own process on 127.0.0.1, first on a fresh PostgreSQL database that the',
    'run created and dropped, then on the embedded database in a temporary directory. The machine was shared with other',
    'work while this ran, so timings are indicative; counts (duplicates, lost orders, 5xx) do not depend on it.',
    `Settings: \`${JSON.stringify(results.settings)}\`.`,
    '`npm run proof` runs the full settings (1,000 fuzz cases per operation, a 10-minute soak; `PROOF_SOAK_SECONDS` changes',
    'the soak), `npm run proof -- --short` a few minutes of the same scenarios for CI. Nothing here is part of `npm test`.',
    '',
    '## Orders',
    '',
    ...ordersTable('PostgreSQL', pg),
    ...ordersTable('Embedded database (PGlite)', results.embedded),
    '## Payment notifications (PostgreSQL)',
    '',
    `${pg.notifications.orders} orders; ${pg.notifications.sent} signed notifications sent: each valid one twice` +
      ` (${pg.notifications.applied} applied, ${pg.notifications.duplicates} answered as duplicates), ${pg.notifications.mismatchesRefused}` +
      ` with another amount, currency or order refused and recorded, ${pg.notifications.wronglyApplied} wrongly applied,` +
      ` ${pg.notifications.staleRefused} four days old refused; ${pg.notifications.paidAfterwards} payments paid afterwards` +
      ` — holds: ${ok(pg.notifications.wronglyApplied === 0 && pg.notifications.paidAfterwards === pg.notifications.orders)}.`,
    '',
    '## PostgreSQL connections terminated mid-traffic',
    '',
    `8 clients reading carts while every backend of the shop's database was terminated (pg_terminate_backend) three times` +
      ` (${pg.terminated.backendsTerminated.join(', ')} connections): answers ${JSON.stringify(pg.terminated.statuses)},` +
      ` ${pg.terminated.non503Errors} errors other than a clean 503, ${pg.terminated.transportErrors} transport failures;` +
      ` first good answer ${pg.terminated.recoveryMs} ms after a further termination` +
      ` — holds: ${ok(pg.terminated.non503Errors === 0 && pg.terminated.transportErrors === 0)}.`,
    '',
    '## Fuzz of every OpenAPI operation (fast-check)',
    '',
    `${pg.fuzz.operations} operations × ${pg.fuzz.casesPerOperation} cases = ${pg.fuzz.requests} requests (hostile keys such as` +
      ' `__proto__` and `toString`, NUL characters, random text and JSON, nesting up to 7,000 levels, multipart without' +
      ` boundary): answers ${JSON.stringify(pg.fuzz.statuses)}, ${pg.fuzz.fiveXx} 5xx, ${pg.fuzz.transportFailures} transport` +
      ` failures, shop still running: ${pg.aliveAfterFuzz} — holds: ${ok(pg.fuzz.fiveXx === 0 && pg.fuzz.transportFailures === 0 && pg.aliveAfterFuzz)}.`,
    ...(pg.fuzz.examples.length > 0 ? ['', 'First failures:', '', ...pg.fuzz.examples.map((e) => `- \`${e}\``)] : []),
    '',
    ...fleetSection(results.fleet),
    '## Slow clients',
    '',
    `${pg.slowClients.clients} sockets sending one byte a second (half in the headers, half in a declared 8 kB body):` +
      ` ${pg.slowClients.cut} cut by the shop, ${pg.slowClients.neverCut} not cut within ${results.settings.slowLimit} s; headers cut after` +
      ` ${pg.slowClients.headersCutAfterSeconds} s at most (limit 15 s, checked every 5 s), bodies after ${pg.slowClients.bodyCutAfterSeconds} s` +
      ` (request limit 120 s) — holds: ${ok(pg.slowClients.neverCut === 0)}.`,
    '',
    '## Soak at half the measured capacity (PostgreSQL)',
    '',
    `Capacity: ${pg.capacity.requestsPerSecond} requests/s (cart and design list, 10 connections). Soak: ${soak.seconds} s at` +
      ` ${soak.targetRate} requests/s, ${soak.requests} requests, ${soak.errors} errors; RSS ${soak.rssStartMiB?.toFixed(1)} →` +
      ` ${soak.rssEndMiB?.toFixed(1)} MiB (${soak.rssGrowthMiB} MiB); p99 drift first → last window ${soak.p99DriftMs} ms.`,
    '',
    row(['Window', 'Requests', 'Errors', 'p99 (ms)', 'RSS (MiB)']),
    row(['---', '---', '---', '---', '---']),
    ...soak.windows.map((w) => row([w.window, w.requests, w.errors, w.p99Ms, w.rssMiB?.toFixed(1) ?? '-'])),
    '',
  ].join('\n');
};
