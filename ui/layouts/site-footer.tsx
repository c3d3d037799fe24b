import { useTexts } from '../app/use-texts.ts';
import { ShopLink } from '../components/navigation/shop-link.tsx';
import { ConsentSettingsButton } from '../components/consent/consent-settings-button.tsx';
import { BrandLogo } from '../components/brand/brand-logo.tsx';
import { StoreSwitcher } from '../components/store-switcher/store-switcher.tsx';

/** The footer's columns: a heading and its links (shop path, text key); the terms of sale have their page, other legal texts live in the help center. */
const COLUMNS: readonly (readonly [string, readonly (readonly [string, string])[]])[] = [
  [
    'help',
    [
      ['/help-center', 'nav.helpCenter'],
      ['/tracking', 'footer.tracking'],
      ['/help-center/topic/25', 'footer.shipping'],
      ['/contact', 'footer.contact'],
    ],
  ],
  [
    'shop',
    [
      ['/offers', 'nav.offers'],
      ['/tags-list', 'nav.tags'],
      ['/about-us', 'footer.about'],
    ],
  ],
  [
    'legal',
    [
      ['/terms', 'footer.terms'],
      ['/help-center/topic/11', 'footer.returns'],
      ['/help-center/topic/50', 'footer.securePayment'],
      ['/help-center/topic/51', 'footer.invoices'],
    ],
  ],
];

export const SiteFooter = () => {
  const { t } = useTexts();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <BrandLogo />
          <p>{t('footer.tagline')}</p>
          <StoreSwitcher />
        </div>
        {COLUMNS.map(([column, links]) => (
          <nav key={column} className="footer-column" aria-labelledby={`footer-${column}`}>
            <h2 id={`footer-${column}`}>{t(`footer.${column}`)}</h2>
            <ul>
              {links.map(([to, text]) => (
                <li key={to}>
                  <ShopLink to={to}>{t(text)}</ShopLink>
                </li>
              ))}
              {column === 'legal' && (
                <li>
                  <ConsentSettingsButton />
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
    </footer>
  );
};
