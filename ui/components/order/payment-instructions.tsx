import { useTexts } from '../../app/use-texts.ts';

/** The provider's instruction fields the shop names in every language; anything else is shown as it came. */
const LABELS: Readonly<Record<string, string>> = {
  beneficiary: 'beneficiary',
  iban: 'iban',
  bic: 'bic',
  reference: 'reference',
  entity: 'entity',
  amount: 'amount',
  expires_at: 'expiresAt',
  due_days: 'dueDays',
};

/** Fields said elsewhere: the method is the one just chosen, the currency goes with the amount. */
const UNSHOWN = new Set(['method', 'currency']);

/** How to pay a transfer, Multibanco reference or billing account: each field under its label in the shopper's language. */
export const PaymentInstructions = ({ instructions }: { readonly instructions: Readonly<Record<string, string>> }) => {
  const { t, i18n } = useTexts();
  const valueOf = (name: string, value: string): string => {
    const currency = instructions.currency;
    if (name === 'amount' && currency !== undefined && Number.isFinite(Number(value))) {
      return new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(Number(value));
    }
    if (name === 'expires_at' && !Number.isNaN(Date.parse(value))) {
      return new Date(value).toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
    }
    if (name === 'due_days') return t('paymentInstructions.days', { count: Number(value) });
    return value;
  };
  return (
    <dl className="payment-instructions">
      {Object.entries(instructions)
        .filter(([name]) => !UNSHOWN.has(name))
        .map(([name, value]) => {
          const label = LABELS[name];
          return (
            <div key={name}>
              <dt>{label === undefined ? name : t(`paymentInstructions.${label}`)}</dt>
              <dd>{valueOf(name, value)}</dd>
            </div>
          );
        })}
    </dl>
  );
};
