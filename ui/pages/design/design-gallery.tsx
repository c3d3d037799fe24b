import { useEffect, useRef } from 'react';
import type { CataloguePicture as Picture } from '../../../core/domain/catalogue/catalogue-picture.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useTexts } from '../../app/use-texts.ts';
import { CataloguePicture } from '../../components/picture/catalogue-picture.tsx';

/** The main picture is about half the width beside the buy box from tablets up, the full width on phones. */
const MAIN_SIZES = '(min-width: 768px) 50vw, 100vw';
const THUMBNAIL_SIZES = '72px';

type Props = {
  readonly pictures: readonly Picture[];
  /** The picture in view, counted from 0. */
  readonly shown: number;
  readonly onShow: (index: number) => void;
};

/**
 * One picture in view on a strip that snaps picture by picture, so a finger swipes through them without any
 * script; the thumbnails bring a picture into view, and a swipe moves the thumbnails' choice along.
 */
export const DesignGallery = ({ pictures, shown, onShow }: Props) => {
  const { t } = useTexts('design');
  const hydrated = useHydrated();
  const strip = useRef<HTMLUListElement>(null);
  const count = pictures.length;

  // Without a layout (no width) there is nothing to scroll; scrolling to where the strip already is does nothing.
  useEffect(() => {
    const element = strip.current;
    if (element?.clientWidth) element.scrollTo({ left: shown * element.clientWidth });
  }, [shown]);
  const followSwipe = () => {
    const element = strip.current;
    if (element?.clientWidth) onShow(Math.round(element.scrollLeft / element.clientWidth));
  };

  return (
    <div className="design-gallery">
      <div className="design-gallery-main">
        {/* Focusable, so the strip scrolls with the arrow keys too. */}
        <ul
          className="design-gallery-strip"
          aria-label={t('gallery')}
          ref={strip}
          tabIndex={0}
          onScrollEnd={followSwipe}
        >
          {pictures.map((picture, index) => (
            <li key={picture.fallback.src}>
              <CataloguePicture picture={picture} sizes={MAIN_SIZES} eager={index === 0} />
            </li>
          ))}
        </ul>
      </div>
      {count > 1 && (
        <ul className="design-thumbnails" aria-label={t('thumbnails')}>
          {pictures.map((picture, index) => (
            <li key={picture.fallback.src}>
              <button
                type="button"
                className="design-thumbnail"
                aria-label={t('showPicture', { number: index + 1, count })}
                aria-current={index === shown ? 'true' : undefined}
                disabled={!hydrated}
                onClick={() => onShow(index)}
              >
                <CataloguePicture picture={picture} sizes={THUMBNAIL_SIZES} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
