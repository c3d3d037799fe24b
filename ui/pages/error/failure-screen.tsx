import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { ClientErrorPicture, ServerErrorPicture } from '../../components/error-block/illustrations.tsx';

/** Any status but 404: a 400-style picture for 400–499, a 500-style one otherwise, home and refresh. */
export const FailureScreen = ({ status }: { status: number }) => {
  const { t } = useTexts();
  const isClientError = status >= 400 && status < 500;
  return (
    <div className="failure">
      {isClientError ? <ClientErrorPicture /> : <ServerErrorPicture />}
      <h1>{t(isClientError ? 'error.client.title' : 'error.server.title')}</h1>
      <p>{t(isClientError ? 'error.client.message' : 'error.server.message')}</p>
      <p className="error-actions">
        <ShopLink className="button" to="/">
          {t('error.backHome')}
        </ShopLink>
        <button type="button" onClick={() => window.location.reload()}>
          {t('error.refresh')}
        </button>
      </p>
    </div>
  );
};
