import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import type { HelpTopicPageData } from '../../../core/storefront/help-center/load-help-center-pages.use-case.ts';
import { HelpBreadcrumb, type Crumb } from './help-breadcrumb.tsx';

/** Topic bodies are plain text; a blank line starts a new paragraph. */
const paragraphsOf = (body: string) => body.split(/\n\s*\n/).filter((part) => part.trim() !== '');

export const HelpTopicPage = ({ data }: { data: HelpTopicPageData }) => {
  const { t } = useTexts('help-center-topic');
  const { topic, category } = data;
  const crumbs: Crumb[] = [
    { label: t('helpCenter'), to: '/help-center' },
    ...(category === null ? [] : [{ label: category.name, to: `/help-center/category/${category.id}` }]),
    { label: topic.title },
  ];
  return (
    <article className="help-center">
      <HelpBreadcrumb crumbs={crumbs} />
      <h1>{topic.title}</h1>
      {paragraphsOf(topic.body).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <aside className="help-contact" aria-labelledby="help-more">
        <h2 id="help-more">{t('stillNeedHelp')}</h2>
        <p>{t('stillNeedHelpText')}</p>
        <ShopLink to="/contact">{t('contact')}</ShopLink>
      </aside>
    </article>
  );
};
