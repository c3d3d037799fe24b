import { useEffect, type MouseEvent } from 'react';
import { errorPageTitle } from '../../../core/storefront/seo/error-title.ts';
import { useTexts } from '../../app/use-texts.ts';
import { useShownLocation } from '../../app/page-navigation.tsx';
import { MasterLayout } from '../../layouts/master-layout.tsx';
import { FailureScreen } from './failure-screen.tsx';
import { LazyNotFoundScreen } from './lazy-not-found-screen.tsx';
import { useLogError } from './use-log-error.ts';

/** After an error the app's state is suspect, so internal links load their page afresh (spec 2). */
const reloadInternalLinks = (event: MouseEvent<HTMLElement>) => {
  const link = (event.target as HTMLElement).closest('a');
  const href = link?.getAttribute('href');
  if (!href?.startsWith('/') || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
  event.preventDefault();
  window.location.assign(href);
};

/** The error screen of spec 2; `message` is the route table's text ('Page Not Found: /search'), if any. */
export const ErrorScreen = ({ status, message: given }: { status: number; message?: string | undefined }) => {
  const { pathname } = useShownLocation();
  const { t } = useTexts();
  const message = given || t('error.server.title');
  useLogError(`${status} ${pathname}: ${message}`);
  // The tab names the failure, not the page shown before it.
  useEffect(() => {
    document.title = errorPageTitle(status);
  }, [status]);
  return (
    <div className="error-screen" onClickCapture={reloadInternalLinks}>
      <MasterLayout>
        {status === 404 ? <LazyNotFoundScreen path={pathname} /> : <FailureScreen status={status} />}
      </MasterLayout>
    </div>
  );
};
