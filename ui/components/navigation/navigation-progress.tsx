import { useTexts } from '../../app/use-texts.ts';
import { usePageNavigation } from '../../app/page-navigation.tsx';

/** A thin bar over the top edge while the next page loads; fixed, so nothing below it moves. */
export const NavigationProgress = () => {
  const { t } = useTexts();
  if (!usePageNavigation().pending) return null;
  return (
    <div
      className="navigation-progress"
      role="progressbar"
      aria-label={t('navigationProgress')}
      aria-valuetext={t('navigationProgress')}
    />
  );
};
