import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { NewsletterPageData } from '../../../core/storefront/community/community-pages.use-cases.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { AppForm } from '../../components/forms/app-form.tsx';
import { ShopLink } from '../../components/navigation/shop-link.tsx';

type FormState =
  | { readonly kind: 'editing'; readonly problem: 'email' | 'consent' | null }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent' }
  | { readonly kind: 'failed' };

type LinkState = 'confirming' | 'confirmed' | 'invalid' | 'failed';

/** Following the confirmation link: confirmed once the page is open in a browser, never by a link checker's GET. */
const useConfirmation = (token: string | null) => {
  const { community } = useUseCases();
  const [state, setState] = useState<LinkState>('confirming');
  useEffect(() => {
    if (token === null) return;
    let current = true;
    void community.confirm(token).match(
      (outcome) => current && setState(outcome.kind === 'done' ? 'confirmed' : 'invalid'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [community, token]);
  return state;
};

const SubscribeForm = ({ again }: { readonly again: boolean }) => {
  const { t } = useTexts('newsletter');
  const { community } = useUseCases();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [state, setState] = useState<FormState>({ kind: 'editing', problem: null });
  const done = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.kind === 'sent') done.current?.focus();
  }, [state.kind]);

  if (state.kind === 'sent') {
    return (
      <section role="status" className="newsletter-done">
        <h2 ref={done} tabIndex={-1}>
          {t('sent.title')}
        </h2>
        <p>{t('sent.message')}</p>
      </section>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!consent) return setState({ kind: 'editing', problem: 'consent' });
    setState({ kind: 'sending' });
    void community.subscribe(email).match(
      (outcome) => setState(outcome.kind === 'sent' ? { kind: 'sent' } : { kind: 'editing', problem: 'email' }),
      () => setState({ kind: 'failed' }),
    );
  };
  const problem = state.kind === 'editing' ? state.problem : null;
  return (
    <AppForm className="newsletter-form" noValidate onSubmit={onSubmit}>
      {again ? <h2>{t('again')}</h2> : null}
      <div className="form-field">
        <label htmlFor="newsletter-email">{t('email')}</label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          aria-invalid={problem === 'email'}
          {...(problem === 'email' ? { 'aria-describedby': 'newsletter-email-error' } : {})}
          onChange={(event) => setEmail(event.target.value)}
        />
        {problem === 'email' ? (
          <p id="newsletter-email-error" className="field-error">
            {t('problems.email')}
          </p>
        ) : null}
      </div>
      <div className="form-field form-check">
        <input
          id="newsletter-consent"
          name="consent"
          type="checkbox"
          required
          checked={consent}
          aria-invalid={problem === 'consent'}
          {...(problem === 'consent' ? { 'aria-describedby': 'newsletter-consent-error' } : {})}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <label htmlFor="newsletter-consent">{t('consent')}</label>
        {problem === 'consent' ? (
          <p id="newsletter-consent-error" className="field-error">
            {t('problems.consent')}
          </p>
        ) : null}
      </div>
      {state.kind === 'failed' ? (
        <p role="alert" className="form-error">
          {t('failed')}
        </p>
      ) : null}
      <button type="submit" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? t('sending') : t('subscribe')}
      </button>
    </AppForm>
  );
};

/** /newsletter: subscribe with explicit consent (double opt-in), and where the confirmation link lands. */
export const NewsletterPage = ({ data }: { readonly data: NewsletterPageData }) => {
  const { t } = useTexts('newsletter');
  const confirmation = useConfirmation(data.token);
  if (data.token !== null) {
    return (
      <article className="text-page newsletter-page">
        <h1>{t(`confirm.${confirmation}.title`)}</h1>
        <p role="status">{t(`confirm.${confirmation}.message`)}</p>
        {confirmation === 'confirmed' ? (
          <ShopLink to="/">{t('confirm.home')}</ShopLink>
        ) : confirmation === 'confirming' ? null : (
          <SubscribeForm again />
        )}
      </article>
    );
  }
  return (
    <article className="text-page newsletter-page">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <SubscribeForm again={false} />
      <p className="field-hint">{t('privacy')}</p>
    </article>
  );
};
