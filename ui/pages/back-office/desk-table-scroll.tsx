import type { ReactNode } from 'react';
import { useTexts } from '../../app/use-texts.ts';

/**
 * A desk's table in a sideways-scrolling box, told in words on screens too narrow for every column; the hint is for
 * the eyes only, as a screen reader walks the table cell by cell anyway.
 */
export const DeskTableScroll = ({ children }: { children: ReactNode }) => {
  const { t } = useTexts('general');
  return (
    <div className="desk-table-scroll">
      <p className="desk-scroll-hint" aria-hidden="true">
        {t('accounts.tableScroll')}
      </p>
      <div className="desk-table-wrap">{children}</div>
    </div>
  );
};
