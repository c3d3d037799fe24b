import { useTexts } from '../../app/use-texts.ts';
import { escapeMarkup } from '../../app/escape-markup.ts';
import { COUNTRY_SITES } from '../../../core/domain/site/country-sites.ts';
import { Icon } from '../icon/icon.tsx';
import { COUNTRY_SITE_NAMES } from './country-site-names.ts';

/**
 * The country sites' links, the same on every page in every language: joined once as the markup React would write,
 * rather than eighteen list items rendered again for each page.
 */
const countrySiteLinks = COUNTRY_SITES.map((site) => {
  const names = COUNTRY_SITE_NAMES[site.hreflang];
  const name = names ? `${names.country} · ${names.language}` : site.hreflang;
  return `<li><a href="${escapeMarkup(`${site.baseUrl}/`)}" hrefLang="${escapeMarkup(site.hreflang)}" lang="${escapeMarkup(site.locale)}">${escapeMarkup(name)}</a></li>`;
}).join('');

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
      <ul className="store-switcher-list" dangerouslySetInnerHTML={{ __html: countrySiteLinks }} />
    </details>
  );
};
