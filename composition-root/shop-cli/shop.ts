import path from 'node:path';
import type { ResultAsync } from 'neverthrow';
import { openDatabase, type DatabaseHandle } from '../../adapters/postgres/database.ts';
import { openChangeNotices } from '../server/open-change-notices.ts';
import { noticesOfCommand } from './command-notices.ts';
import { dataDirHolder } from '../../adapters/postgres/data-dir-lock.ts';
import { postgresOrderDesk } from '../../adapters/postgres/postgres-order-desk.ts';
import { cryptoIdGenerator } from '../../adapters/system/crypto-id-generator.ts';
import { describeDeskAction, type DeskAction } from '../../core/domain/orders/desk-actions.ts';
import type { ServerConfig } from '../server/config.ts';
import { operatorName, sendToRunningShop } from './running-shop.ts';
import type { OrderTransitionError } from '../../core/domain/orders/order-transitions.ts';
import type { IllegalPaymentTransition } from '../../core/domain/payments/payment-status.ts';
import type { IllegalTrackingTransition } from '../../core/domain/shipments/tracking-machine.ts';
import type { TrackingState } from '../../core/domain/shipments/tracking-state.ts';
import type { ShipmentNoteTooLong } from '../../core/shop/order-lifecycle/advance-shipment.use-case.ts';
import type { InvalidListLimit } from '../../core/shop/order-lifecycle/list-orders.use-case.ts';
import type { ShipmentNotFound } from '../../core/shop/order-lifecycle/order-ledger.port.ts';
import type { PaymentSettledByProvider } from '../../core/shop/payments/confirm-payment.use-case.ts';
import type { NothingToRefund } from '../../core/domain/orders/order-refund.ts';
import type { AlreadyRefunded } from '../../core/shop/order-lifecycle/refund-order.use-case.ts';
import type { PaymentGatewayUnavailable } from '../../core/shop/payments/payment-gateway.port.ts';
import { postgresReviewRepository } from '../../adapters/postgres/postgres-review-repository.ts';
import { readServerConfig } from '../server/config.ts';
import { dispatchReviews } from './review-commands.ts';
import { dispatchPrintFiles } from './print-file-commands.ts';
import { dispatchJobs } from './job-commands.ts';
import { pgBossJobRunner } from '../../adapters/jobs/pg-boss-job-runner.ts';
import { SHOP_JOB_POLICIES } from '../../core/shop/jobs/shop-jobs.ts';
import { postgresPrintJobRecords } from '../../adapters/postgres/postgres-print-job-records.ts';
import { createServerContainer } from '../server/container.ts';
import { findAppRoot } from '../server/app-root.ts';
import { openBlobStore } from '../server/blob-store.ts';
import { PAYMENTS_TOKENS, type OrderLifecycle } from '../server/modules/payments.module.ts';
import { ORDER_LIFECYCLE_MODULES } from '../server/modules/index.ts';
import { JOBS_TOKENS } from '../server/modules/jobs-tokens.ts';
import {
  describeStatus,
  formatOrderChange,
  formatMismatches,
  formatOrderList,
  isTrackingStateName,
  parseArgs,
  parseOrderStatus,
  USAGE,
  type Output,
} from './shop-commands.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';
import type { FieldProblem, InvalidFields } from '../../core/domain/forms/field-problem.ts';
import { CARRIERS } from '../../core/domain/shipments/carrier.ts';
import type { OrderNotFound } from '../../core/shop/orders/order-errors.ts';

/** Keeps a change in the back office's audit trail, as the desk does for its buttons. */
type RecordAction = (publicId: string, action: DeskAction) => ResultAsync<void, RepositoryFailure>;

export const DEFAULT_LIST_LIMIT = 50;

const COMMANDS = [
  'orders list',
  'orders advance',
  'orders ship',
  'orders cancel',
  'orders refund',
  'shipments advance',
  'payments confirm',
  'payments mismatches',
];

type Failure =
  | RepositoryFailure
  | OrderNotFound
  | ShipmentNotFound
  | OrderTransitionError
  | IllegalPaymentTransition
  | PaymentSettledByProvider
  | IllegalTrackingTransition
  | ShipmentNoteTooLong
  | InvalidListLimit
  | NothingToRefund
  | AlreadyRefunded
  | PaymentGatewayUnavailable
  | InvalidFields;

const describeProblem = ({ field, problem }: FieldProblem): string => {
  if (field === 'carrier') return `Unknown carrier: one of ${CARRIERS.join(', ')}.`;
  if (problem === 'Required')
    return 'Shipping needs the tracking number: orders ship <public_id> <carrier> --tracking <number>.';
  return "The tracking number is not in the carrier's format.";
};

/** One sentence per refusal, naming what the operator can do about it. */
export const describeFailure = (failure: Failure, publicId = ''): string => {
  switch (failure.type) {
    case 'RepositoryFailure':
      return `The database could not be read or written: ${failure.cause}`;
    case 'OrderNotFound':
      return `No order with public id ${publicId}.`;
    case 'ShipmentNotFound':
      return `Order ${failure.publicId} has no shipment (no order with that id, or it is not shipped by the shop).`;
    case 'IllegalOrderTransition':
      return `An order cannot go from ${describeStatus(failure.from)} to ${describeStatus(failure.to)}.`;
    case 'OrderAwaitingPayment':
      return 'Production waits for the payment: confirm it first (payments confirm) or wait for the provider.';
    case 'IllegalPaymentTransition':
      return `The payment is already ${failure.from} and cannot become ${failure.to}.`;
    case 'PaymentSettledByProvider':
      return 'Online payments are settled by the payment provider, not by hand.';
    case 'IllegalTrackingTransition':
      return `A shipment cannot go from ${failure.from} to ${failure.to}.`;
    case 'ShipmentNoteTooLong':
      return `The note is too long (at most ${failure.max} characters).`;
    case 'InvalidListLimit':
      return `--limit must be a whole number from 1 to ${failure.max}.`;
    case 'NothingToRefund':
      return `Order ${publicId} has no paid online payment to send back: a transfer is refunded to the account the customer gives.`;
    case 'AlreadyRefunded':
      return `Order ${publicId} was already refunded.`;
    case 'PaymentGatewayUnavailable':
      return `The payment provider did not take the refund, try again shortly: ${failure.cause}`;
    case 'InvalidFields':
      return failure.problems.map(describeProblem).join(' ');
  }
};

const report = async <T>(
  io: Output,
  result: ResultAsync<T, Failure>,
  print: (value: T) => string[],
  publicId?: string,
) =>
  (await result).match(
    (value) => {
      print(value).forEach(io.out);
      return 0;
    },
    (failure) => {
      io.err(describeFailure(failure, publicId));
      return 1;
    },
  );

const usageError = (io: Output, problem: string) => {
  io.err(`${problem}\n\n${USAGE}`);
  return 2;
};

/** Runs one command against the shop's configured database; 0 done, 1 refused, 2 bad usage. */
export const dispatch = async (
  lifecycle: OrderLifecycle,
  args: readonly string[],
  io: Output,
  record: RecordAction,
): Promise<number> => {
  const recorded = <T>(publicId: string, action: DeskAction, result: ResultAsync<T, Failure>) =>
    result.andThen((value) => record(publicId, action).map(() => value));
  const parsed = parseArgs(args);
  if (!parsed) return usageError(io, 'An option is missing its value.');
  const { positional, options } = parsed;
  const [noun, verb, publicId, target, ...extra] = positional;
  const command = `${noun ?? ''} ${verb ?? ''}`;
  if (!COMMANDS.includes(command))
    return usageError(io, command.trim() ? `Unknown command: ${command.trim()}` : 'Which command?');
  if (extra.length > 0) return usageError(io, `Unexpected arguments: ${extra.join(' ')}`);
  if (command === 'orders list') {
    const statusOption = options.get('status');
    const filterStatus = statusOption === undefined ? undefined : parseOrderStatus(statusOption);
    if (statusOption !== undefined && filterStatus === undefined)
      return usageError(io, `Unknown status ${statusOption}.`);
    const limit = Number(options.get('limit') ?? DEFAULT_LIST_LIMIT);
    const filter = filterStatus === undefined ? { limit } : { status: filterStatus, limit };
    return report(io, lifecycle.listOrders(filter), formatOrderList);
  }
  if (command === 'payments mismatches') {
    const limit = Number(options.get('limit') ?? DEFAULT_LIST_LIMIT);
    return report(io, lifecycle.mismatchedNotifications(limit), formatMismatches);
  }
  if (publicId === undefined) return usageError(io, `${command}: which order?`);
  if (command === 'orders advance') {
    const to = target === undefined ? undefined : parseOrderStatus(target);
    if (to === undefined) return usageError(io, `Unknown status ${target ?? '(none)'}.`);
    return report(
      io,
      recorded(publicId, { kind: 'advance-order', to }, lifecycle.advanceOrder(publicId, to)),
      formatOrderChange,
      publicId,
    );
  }
  if (command === 'orders ship') {
    const shipment = { carrier: (target ?? '').toUpperCase(), trackingNumber: options.get('tracking') ?? '' };
    return report(
      io,
      recorded(publicId, { kind: 'ship', ...shipment }, lifecycle.shipOrder(publicId, shipment)),
      formatOrderChange,
      publicId,
    );
  }
  if (target !== undefined && command !== 'shipments advance') return usageError(io, `Unexpected argument ${target}.`);
  if (command === 'orders cancel') {
    return report(
      io,
      recorded(publicId, { kind: 'cancel' }, lifecycle.cancelOrder(publicId)),
      (canceled) => [...formatOrderChange(canceled), `  refund: ${canceled.refundRoute}`],
      publicId,
    );
  }
  if (command === 'orders refund') {
    return report(
      io,
      recorded(publicId, { kind: 'refund' }, lifecycle.refundOrder(publicId)),
      (refunded) => [
        ...formatOrderChange(refunded),
        `  refunded through the payment provider${refunded.change.creditNote ? '; credit note issued' : ''}`,
      ],
      publicId,
    );
  }
  if (command === 'payments confirm')
    return report(
      io,
      recorded(publicId, { kind: 'confirm-payment' }, lifecycle.confirmPayment(publicId)),
      formatOrderChange,
      publicId,
    );
  if (command === 'shipments advance') {
    if (target === undefined || !isTrackingStateName(target))
      return usageError(io, `Unknown tracking state ${target ?? '(none)'}.`);
    const state = target.toUpperCase() as TrackingState;
    const advanced = lifecycle.advanceShipment(publicId, state, options.get('note') ?? null);
    return report(io, recorded(publicId, { kind: 'advance-shipment', to: state }, advanced), (change) => [
      change.moved
        ? `Shipment of ${publicId}: now ${change.state}`
        : `Shipment of ${publicId}: already ${change.state}`,
    ]);
  }
  return usageError(io, `Unknown command: ${command}`);
};

/**
 * Runs one command on an open, migrated database: the CLI's own, or the running shop's when it sends the command
 * here through its operator endpoint. `who` is recorded for every change, as the desk records the administrator.
 */
export const runShopCommandOn = async (
  database: DatabaseHandle,
  config: ServerConfig,
  args: readonly string[],
  io: Output,
  who: string,
): Promise<number> => {
  const appRoot = findAppRoot(import.meta.url);
  if (args[0] === 'reviews') {
    const parsed = parseArgs(args.slice(1));
    if (!parsed) return usageError(io, 'An option is missing its value.');
    return dispatchReviews(postgresReviewRepository(database.db), parsed.positional, parsed.options, io);
  }
  if (args[0] === 'jobs') {
    // Queues jobs only: whatever it queues again, the shop's workers run.
    const jobs = pgBossJobRunner({ database, work: false, policies: SHOP_JOB_POLICIES, report: () => {} });
    await jobs.start();
    try {
      return await dispatchJobs(jobs.desk, args.slice(1), io);
    } finally {
      await jobs.stop();
    }
  }
  if (args[0] === 'orders' && args[1] === 'print-files') {
    const parsed = parseArgs(args.slice(2));
    if (!parsed) return usageError(io, 'An option is missing its value.');
    if (parsed.positional.length > 1)
      return usageError(io, `Unexpected arguments: ${parsed.positional.slice(1).join(' ')}`);
    // The shop's configured blob store, where whichever instance rendered them put the print files.
    const store = openBlobStore(config, appRoot);
    try {
      const deps = { records: postgresPrintJobRecords(database.db), blobs: store.blobs, now: () => Date.now() };
      return await dispatchPrintFiles(deps, parsed.positional[0], parsed.options, io);
    } finally {
      store.close();
    }
  }
  // Delivering an order queues its review invitation, which a worker of the shop signs with the server's own key.
  // As a web instance: the command queues jobs and never runs one.
  const container = createServerContainer({ ...config, role: 'web' }, database, ORDER_LIFECYCLE_MODULES);
  const jobs = container.get(JOBS_TOKENS.runner);
  await jobs.start();
  try {
    const desk = postgresOrderDesk(database.db, cryptoIdGenerator);
    const record: RecordAction = (publicId, action) =>
      desk.record(publicId, { administratorId: who, ...describeDeskAction(action), at: Date.now() });
    return await dispatch(container.get(PAYMENTS_TOKENS.orderLifecycle), args, io, record);
  } finally {
    await jobs.stop();
  }
};

/** Announces what the command changed to every running instance, by the transport they listen on. */
const tellRunningInstances = async (
  database: DatabaseHandle,
  config: ServerConfig,
  args: readonly string[],
  io: Output,
) => {
  const changed = noticesOfCommand(args);
  if (changed.length === 0) return;
  const notices = await openChangeNotices(config, database, io.err);
  try {
    for (const notice of changed) await notices.announce(notice);
  } finally {
    await notices.close();
  }
};

/**
 * Opens the database the server uses (DATABASE_URL or DATA_DIR), applies pending migrations, runs, closes. When a
 * running shop holds the embedded database, the command goes to that shop's operator endpoint instead.
 */
export const runShopCommand = async (args: readonly string[], env: NodeJS.ProcessEnv, io: Output): Promise<number> => {
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    io.out(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const config = readServerConfig(env);
  if (config.isErr()) {
    io.err(`Invalid configuration:\n  ${config.error.join('\n  ')}`);
    return 1;
  }
  const appRoot = findAppRoot(import.meta.url);
  const dataDir = path.resolve(appRoot, config.value.dataDir);
  if (!config.value.databaseUrl && dataDirHolder(dataDir) !== null) return sendToRunningShop(dataDir, args, io);
  const database = await openDatabase(config.value.databaseUrl ? { url: config.value.databaseUrl } : { dataDir });
  try {
    await database.migrate(path.join(appRoot, 'adapters/postgres/migrations'));
    const code = await runShopCommandOn(database, config.value, args, io, operatorName());
    // Running instances share PostgreSQL: each hears the change. An embedded database unheld has none to tell.
    if (code === 0 && database.engine === 'postgres') await tellRunningInstances(database, config.value, args, io);
    return code;
  } finally {
    await database.close();
  }
};
