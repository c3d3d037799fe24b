import { cryptoIdGenerator } from '../adapters/system/crypto-id-generator.ts';

const IDEMPOTENCY_KEY_LENGTH = 32;

/** A fresh key for a request the shop must apply once however often it is sent (an order, a payment, a ticket). */
export const newIdempotencyKey = (): string => cryptoIdGenerator.randomString(IDEMPOTENCY_KEY_LENGTH);
