import { useTexts } from '../../app/use-texts.ts';
import { COUNTRY_SITES } from '../../../core/domain/site/country-sites.ts';
import { Icon } from '../icon/icon.tsx';
import { COUNTRY_SITE_NAMES } from './country-site-names.ts';

/**
 * The country sites of spec 1 as a disclosure in the footer: no script, each link in its own language.
 * Only Estampa has other countries; the Tintazul theme hides the switcher.
 */
export const StoreSwitcher = () => {
  const { t } = useTexts();
  return (
    <details className="store-switcher">
      <summary>
        <Icon name="mdi:web" />
        {t('footer.store')}
      </summary>
      <ul className="store-switcher-list">
        {COUNTRY_SITES.map((site) => {
          const names = COUNTRY_SITE_NAMES[site.hreflang];
          return (
            <li key={site.hreflang}>
              <a href={`${site.baseUrl}/`} hrefLang={site.hreflang} lang={site.locale}>
                {names ? `${names.country} · ${names.language}` : site.hreflang}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
};
