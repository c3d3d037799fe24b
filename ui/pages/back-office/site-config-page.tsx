import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { FieldProblem } from '../../../core/domain/forms/field-problem.ts';
import { keepLocalePrefix } from '../../../core/domain/routing/locale-prefix.ts';
import type { ShownSiteConfig } from '../../../core/storefront/back-office/back-office-gateway.port.ts';
import type { SiteConfigPageData as SiteConfigData } from '../../../core/storefront/back-office/load-desk-pages.use-case.ts';
import { useGoTo, useShownLocation } from '../../app/page-navigation.tsx';
import { useUseCases } from '../../app/use-cases.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { AccountField } from '../../components/forms/account-field.tsx';
import { AccountFormEnd } from '../../components/forms/account-form-end.tsx';
import { AppForm } from '../../components/forms/app-form.tsx';
import { useAccountForm } from '../../components/forms/use-account-form.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { formatStoreInstant } from './desk-formats.ts';
import { configPathOf, formFieldsOf, siteConfigFormOf } from './site-config-form.ts';
import { DeskTableScroll } from './desk-table-scroll.tsx';

const NS = 'accounts-config';

const FieldError = ({ id, problem }: { readonly id: string; readonly problem: FieldProblem | undefined }) => {
  const { t } = useTexts(NS);
  return problem ? (
    <p id={id} className="field-error">
      {t(`problems.${problem.problem}`, { max: problem.max ?? 0, defaultValue: t('problems.Invalid') })}
    </p>
  ) : null;
};

/** One store's config form: every field checked by the shop on save, each change recorded there once. */
const ConfigForm = ({ shown, onSaved }: { readonly shown: ShownSiteConfig; readonly onSaved: () => void }) => {
  const { t } = useTexts(NS);
  const { backOffice } = useUseCases();
  const { config, countryChoices } = shown;
  const { form, status, problemOf, change, leave, submit } = useAccountForm(
    formFieldsOf(config),
    () => [],
    (fields) => backOffice.changeSiteConfig(config.storeSlug, siteConfigFormOf(fields)),
    onSaved,
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const countryProblem = problemOf('defaultCountryA2');
  const fixedProblem = problemOf('currency') ?? problemOf('lang');
  return (
    <AppForm className="account-form config-form" noValidate onSubmit={onSubmit}>
      <dl className="desk-facts">
        <dt>{t('fields.currency')}</dt>
        <dd>{config.currency}</dd>
        <dt>{t('fields.lang')}</dt>
        <dd>{t(`languages.${config.lang}`, { defaultValue: config.lang })}</dd>
      </dl>
      <p className="field-hint">{t('fixedHint')}</p>
      <FieldError id="config-fixed-error" problem={fixedProblem} />
      <AccountField
        id="config-brand-name"
        namespace={NS}
        label={t('fields.brandName')}
        required
        value={form.brandName}
        problem={problemOf('brandName')}
        hint={t('hints.brandName')}
        onValue={(value) => change('brandName', value)}
        onLeave={() => leave('brandName')}
      />
      <div className="form-field">
        <label htmlFor="config-default-country">{t('fields.defaultCountryA2')}</label>
        <select
          id="config-default-country"
          name="defaultCountryA2"
          value={form.defaultCountryA2}
          aria-invalid={countryProblem !== undefined}
          {...(countryProblem ? { 'aria-describedby': 'config-default-country-error' } : {})}
          onChange={(event) => change('defaultCountryA2', event.target.value)}
        >
          {countryChoices.map((code) => (
            <option key={code} value={code}>
              {t(`countries.${code}`, { defaultValue: code })}
            </option>
          ))}
        </select>
        <FieldError id="config-default-country-error" problem={countryProblem} />
      </div>
      {(['pricesWithDecimals', 'isLoginRequiredToAccess'] as const).map((name) => (
        <label key={name} className="choice">
          <input
            type="checkbox"
            name={name}
            checked={form[name] === 'true'}
            onChange={(event) => change(name, String(event.target.checked))}
          />
          {t(`fields.${name}`)}
        </label>
      ))}
      <AccountField
        id="config-analytics-id"
        namespace={NS}
        label={t('fields.analyticsId')}
        value={form.analyticsId}
        problem={problemOf('analyticsId')}
        hint={t('hints.analyticsId')}
        onValue={(value) => change('analyticsId', value)}
        onLeave={() => leave('analyticsId')}
      />
      <AccountField
        id="config-push-id"
        namespace={NS}
        label={t('fields.pushNotificationsId')}
        value={form.pushNotificationsId}
        problem={problemOf('pushNotificationsId')}
        hint={t('hints.pushNotificationsId')}
        onValue={(value) => change('pushNotificationsId', value)}
        onLeave={() => leave('pushNotificationsId')}
      />
      <AccountFormEnd namespace={NS} status={status} submit={t('save')} done={t('saved')} />
    </AppForm>
  );
};

/** A logged value as read: a blank id is "off", a switch is yes or no. */
const useShownValue = () => {
  const { t } = useTexts(NS);
  return (value: string) => {
    if (value === '') return t('log.off');
    if (value === 'true' || value === 'false') return t(`log.${value}`);
    return value;
  };
};

const ChangeLog = ({ data }: { readonly data: SiteConfigData }) => {
  const { t, i18n } = useTexts(NS);
  const shownValue = useShownValue();
  const { config, changes, next } = data.shown;
  return (
    <section className="account-card config-log" aria-labelledby="config-log-title">
      <h2 id="config-log-title">{t('log.title')}</h2>
      {changes.length === 0 ? (
        <p className="account-empty">{t('log.none')}</p>
      ) : (
        <DeskTableScroll>
          <table className="desk-table">
            <caption className="visually-hidden">{t('log.caption', { store: config.storeSlug })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('log.when')}</th>
                <th scope="col">{t('log.field')}</th>
                <th scope="col">{t('log.change')}</th>
                <th scope="col">{t('log.who')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((line) => (
                <tr key={line.id}>
                  <td>{formatStoreInstant(i18n.language, line.at, config.storeSlug)}</td>
                  <th scope="row">{t(`fields.${line.field}`, { defaultValue: line.field })}</th>
                  <td className="config-change">
                    <span className="desk-muted">{shownValue(line.from)}</span>
                    {' → '}
                    <span>{shownValue(line.to)}</span>
                  </td>
                  <td className="desk-email">{line.administratorEmail ?? line.administratorId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </DeskTableScroll>
      )}
      {(next !== null || data.before !== null) && (
        <nav className="desk-pager" aria-label={t('log.pages')}>
          {data.before !== null && <ShopLink to={configPathOf(config.storeSlug)}>{t('log.newest')}</ShopLink>}
          {next !== null && <ShopLink to={configPathOf(config.storeSlug, next)}>{t('log.older')}</ShopLink>}
        </nav>
      )}
    </section>
  );
};

/** The administrator's /accounts/config: a store picker, that store's config form, and its change log. */
export const SiteConfigPage = ({ data }: { readonly data: SiteConfigData }) => {
  const { t } = useTexts(NS);
  const navigate = useNavigate();
  const goTo = useGoTo();
  const { pathname } = useShownLocation();
  const { config } = data.shown;
  const pick = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const store = new FormData(event.currentTarget).get('store');
    if (typeof store === 'string') void navigate(keepLocalePrefix(configPathOf(store), pathname));
  };
  return (
    <div className="account-page desk-page config-page">
      <header className="account-hero">
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </header>
      <form method="get" action="/accounts/config" className="desk-filters" onSubmit={pick}>
        <div className="desk-field">
          <label htmlFor="config-store">{t('store')}</label>
          <select id="config-store" name="store" defaultValue={config.storeSlug} key={config.storeSlug}>
            {data.stores.map((store) => (
              <option key={store} value={store}>
                {store}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t('pick')}
        </button>
      </form>
      <section className="account-card" aria-labelledby="config-form-title">
        <h2 id="config-form-title">{t('formTitle', { store: config.storeSlug })}</h2>
        <ConfigForm
          key={config.storeSlug}
          shown={data.shown}
          onSaved={() => goTo?.(keepLocalePrefix(configPathOf(config.storeSlug), pathname))}
        />
      </section>
      <ChangeLog data={data} />
    </div>
  );
};
