import { useEffect, useRef, useState } from 'react';
import type { NewsletterPageData as UnsubscribePageData } from '../../../core/storefront/community/community-pages.use-cases.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';

type State = 'asking' | 'sending' | 'done' | 'invalid' | 'failed';

/** /unsubscribe from a newsletter mail's signed link: one click, then a confirmation and a way back in. */
export const UnsubscribePage = ({ data }: { readonly data: UnsubscribePageData }) => {
  const { t } = useTexts('unsubscribe');
  const { community } = useUseCases();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>(data.token === null ? 'invalid' : 'asking');
  const outcome = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state === 'done' || state === 'invalid') outcome.current?.focus();
  }, [state]);

  const unsubscribe = () => {
    if (data.token === null) return;
    setState('sending');
    void community.unsubscribe(data.token).match(
      (answer) => setState(answer.kind === 'done' ? 'done' : 'invalid'),
      () => setState('failed'),
    );
  };

  if (state === 'done' || state === 'invalid') {
    return (
      <article className="text-page unsubscribe-page">
        <h1 ref={outcome} tabIndex={-1}>
          {t(`${state}.title`)}
        </h1>
        <p role="status">{t(`${state}.message`)}</p>
        <ShopLink to="/newsletter">{t('subscribeAgain')}</ShopLink>
      </article>
    );
  }
  return (
    <article className="text-page unsubscribe-page">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      {state === 'failed' ? (
        <p role="alert" className="form-error">
          {t('failed')}
        </p>
      ) : null}
      <button type="button" disabled={!hydrated || state === 'sending'} onClick={unsubscribe}>
        {state === 'sending' ? t('sending') : t('confirm')}
      </button>
    </article>
  );
};
