import { toMajorUnits, type Money } from '../../core/domain/pricing/money.ts';
import { escapeHtml } from '../server/escape-html.ts';

export type SandboxPageSession = {
  readonly reference: string;
  readonly orderPublicId: string;
  readonly method: string;
  readonly amount: Money;
  readonly locale: string;
  readonly outcome: string | null;
  readonly returnUrl: string;
};

const formatAmount = (amount: Money, locale: string): string => {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: amount.currency }).format(toMajorUnits(amount));
  } catch {
    // A locale Intl does not know still gets a readable amount.
    return `${toMajorUnits(amount).toFixed(2)} ${amount.currency}`;
  }
};

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}
.badge{display:inline-block;padding:.25rem .6rem;border-radius:1rem;background:#fef3c7;color:#78350f;font-size:.85rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}dd{margin:0}
button,a.button{display:block;width:100%;margin-top:1rem;padding:.8rem;border-radius:.5rem;font-size:1rem;text-align:center;cursor:pointer}
.approve{background:#166534;color:#fff;border:0}.decline{background:#fff;color:#991b1b;border:2px solid #991b1b}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

const layout = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge">Payments sandbox: no money moves and no card is asked for</p>
${body}
</main>
</body>
</html>`;

/** The hosted payment page: what is paid, for which order, and the payer's two choices. */
export const sandboxPaymentPage = (session: SandboxPageSession, actionBase: string): string => {
  const amount = formatAmount(session.amount, session.locale);
  const summary = `<dl>
<dt>Order</dt><dd>${escapeHtml(session.orderPublicId)}</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>Method</dt><dd>${escapeHtml(session.method)}</dd>
</dl>`;
  if (session.outcome !== null) {
    return layout(
      `Payment ${session.outcome}`,
      `<h1>This payment was already ${escapeHtml(session.outcome)}</h1>
${summary}
<a class="button approve" href="${escapeHtml(session.returnUrl)}">Back to the shop</a>`,
    );
  }
  const action = `${actionBase}/${encodeURIComponent(session.reference)}`;
  return layout(
    `Pay ${amount} for order ${session.orderPublicId}`,
    `<h1>Pay ${escapeHtml(amount)}</h1>
${summary}
<form method="post" action="${escapeHtml(action)}/approve"><button type="submit" class="approve">Approve payment</button></form>
<form method="post" action="${escapeHtml(action)}/decline"><button type="submit" class="decline">Decline payment</button></form>`,
  );
};

/** A page for a reference that does not exist or a refused request, with the reason in words. */
export const sandboxMessagePage = (title: string, message: string): string =>
  layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
