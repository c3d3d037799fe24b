import { useTexts } from '../../app/use-texts.ts';
import type { TrackingLookupPageData } from '../../../core/storefront/orders/order-pages.use-cases.ts';
import { TrackingForm } from './tracking-form.tsx';

export const TrackingPage = ({ data }: { data: TrackingLookupPageData }) => {
  const { t } = useTexts('tracking');
  return (
    <div className="tracking-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <TrackingForm ns="tracking" countries={data.countries} />
    </div>
  );
};
