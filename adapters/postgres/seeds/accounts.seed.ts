import { customers, savedDesigns } from '../schema/index.ts';
import type { Seeder } from './seeder.ts';

/**
 * The README's demo accounts. Password hashes are fixed strings (scrypt with a fixed salt) so seeding is
 * deterministic and costs no hashing: ana@estampa.example / estampa-ana-2024 (a customer) and
 * admin@estampa.example / estampa-admin-2024 (the 'foticos' administrator, invoicing enabled).
 */
export const DEMO_ACCOUNTS = {
  customer: {
    id: 'demo-customer-ana',
    email: 'ana@estampa.example',
    password: 'estampa-ana-2024',
    passwordHash:
      'scrypt$32768$8$1$YW5hQGVzdGFtcGEuZXhhbQ$zw82ccBsBRUWZRXmHFQeTpfGrJ4hZGKlcrx-Bjhk72UEPUqcpg-X14A4dp_IrN4vulkrn5ES3c6SoRoa53ip4A',
  },
  administrator: {
    id: 'demo-admin',
    email: 'admin@estampa.example',
    password: 'estampa-admin-2024',
    passwordHash:
      'scrypt$32768$8$1$YWRtaW5AZXN0YW1wYS5leA$sLTuVBE9kLOw69W_akte83oSP83Hu6YAH6sCa4iNuUxWk2gSGxsUPZfKlvZgL5Q_9WwnqwTd8Y4DycVZH7O1pQ',
  },
} as const;

/** The demo customer's saved designs (ids of the catalogue's demo designs). */
export const DEMO_SAVED_DESIGNS = ['d0001', 'd0014', 'd0027'] as const;

const VERIFIED_AT = new Date('2024-01-15T10:00:00Z');

export const seedAccounts: Seeder = async (tx) => {
  const { customer, administrator } = DEMO_ACCOUNTS;
  await tx
    .insert(customers)
    .values([
      {
        id: customer.id,
        email: customer.email,
        passwordHash: customer.passwordHash,
        firstName: 'Ana',
        lastName: 'García',
        phone: '+34600123456',
        accountType: 'customer',
        locale: 'es',
        emailVerifiedAt: VERIFIED_AT,
      },
      {
        id: administrator.id,
        email: administrator.email,
        passwordHash: administrator.passwordHash,
        firstName: 'Admin',
        lastName: 'Estampa',
        accountType: 'foticos',
        invoicingEnabled: true,
        locale: 'es',
        emailVerifiedAt: VERIFIED_AT,
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(savedDesigns)
    .values(
      DEMO_SAVED_DESIGNS.map((designId, i) => ({
        customerId: customer.id,
        designId,
        createdAt: new Date(VERIFIED_AT.getTime() + i * 60_000),
      })),
    )
    .onConflictDoNothing();
};
