/** Promotion codes the carts context applies; `kind` is core's discount kind ('percentage' or 'fixedAmount'). */
export const DEMO_PROMOTIONS = [
  {
    code: 'WELCOME10',
    kind: 'percentage',
    value: 10,
    currency: 'EUR',
    stores: ['WPX-ES', 'WPX-IT', 'WPX-FR', 'WPX-PT', 'TZ-ES'],
  },
  { code: 'WITAJ10', kind: 'percentage', value: 10, currency: 'PLN', stores: ['WPX-PL'] },
  { code: 'VELKOMMEN10', kind: 'percentage', value: 10, currency: 'DKK', stores: ['WPX-DK'] },
  { code: 'VITEJTE10', kind: 'percentage', value: 10, currency: 'CZK', stores: ['WPX-CZ'] },
  {
    code: 'FREESHIP',
    kind: 'fixedAmount',
    value: 0,
    currency: 'EUR',
    freeShipping: true,
    minimumSubtotalMinor: 3000,
    stores: ['WPX-ES', 'WPX-IT', 'WPX-FR', 'WPX-PT', 'TZ-ES'],
  },
  {
    // A limited code: the carts context must not let more than maxUses orders use it.
    code: 'SPRING5',
    kind: 'fixedAmount',
    value: 500,
    currency: 'EUR',
    minimumSubtotalMinor: 2500,
    maxUses: 100,
    stores: ['WPX-ES', 'WPX-IT', 'WPX-FR', 'WPX-PT', 'TZ-ES'],
  },
  {
    code: 'SUMMER2024',
    kind: 'percentage',
    value: 20,
    currency: 'EUR',
    validFrom: new Date('2024-06-01T00:00:00Z'),
    validUntil: new Date('2024-09-01T00:00:00Z'),
    stores: ['WPX-ES', 'WPX-IT', 'WPX-FR', 'WPX-PT', 'TZ-ES'],
  },
];
