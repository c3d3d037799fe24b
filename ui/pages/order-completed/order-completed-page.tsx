import { useTexts } from '../../app/use-texts.ts';
import type { OrderCompletedPageData as OrderCompletedData } from '../../../core/storefront/orders/order-pages.use-cases.ts';
import { Icon } from '../../components/icon/icon.tsx';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { InvoiceDownload } from '../../components/order/invoice-download.tsx';
import { OrderAddress, OrderLines } from '../../components/order/order-contents.tsx';
import { PaymentSection } from './payment-section.tsx';
import { useAuthSession } from '../../app/auth-session.tsx';
import { SignUpForm } from '../../components/account/sign-up-form.tsx';

/** The thanks and the order's number first; then payment and lines beside the address and the way to tracking. */
export const OrderCompletedPage = ({ data }: { data: OrderCompletedData }) => {
  const { t } = useTexts(['order-completed', 'general']);
  const { status } = useAuthSession();
  const { summary, prices } = data;
  const address = summary.shippingAddress;
  return (
    <div className="order-completed order-page">
      <header className="order-hero">
        <span className="order-hero-icon">
          <Icon name="mdi:check-circle-outline" size={40} />
        </span>
        <h1>{t('title')}</h1>
        <p className="order-number">{t('number', { number: summary.publicId })}</p>
        <p>{t('email', { email: summary.email })}</p>
      </header>
      <div className="order-layout">
        <div className="order-main">
          <PaymentSection publicId={summary.publicId} initial={data.payment} />
          <OrderLines summary={summary} prices={prices} ns="order-completed" />
        </div>
        <div className="order-side">
          <OrderAddress summary={summary} ns="order-completed" />
          <ShopLink
            className="button order-track"
            to={`/tracking/${encodeURIComponent(summary.publicId)}?shipment_postal_code=${encodeURIComponent(address.postalCode)}&shipment_country=${encodeURIComponent(address.country)}`}
          >
            <Icon name="mdi:truck-outline" size={20} />
            <span>{t('track')}</span>
          </ShopLink>
          <InvoiceDownload url={summary.invoiceUrl} label={t('invoice')} />
          {/* A guest keeps this order in an account made with the address it was placed with. */}
          {status === 'authenticated' ? null : (
            <section className="order-sign-up" aria-labelledby="order-sign-up-title">
              <h2 id="order-sign-up-title">{t('general:signUp.orderTitle')}</h2>
              <p>{t('general:signUp.orderIntro', { email: summary.email })}</p>
              <SignUpForm id="order-sign-up" email={summary.email} />
            </section>
          )}
        </div>
      </div>
    </div>
  );
};
