import { useTexts } from '../../app/use-texts.ts';

/**
 * The store's logo: the active brand's name (the {{brand}} every text names) beside its mark, which the stylesheet
 * picks for the theme (data-brand on <html>), so the logo is right in the first paint with no script.
 */
export const BrandLogo = () => {
  const { t } = useTexts();
  return (
    <span className="brand-logo">
      <span className="brand-mark" />
      <span className="brand-name">{t('site.name')}</span>
    </span>
  );
};
