import type { PageVisibility } from '../../core/storefront/navigation/live-build.port.ts';

type VisibilityDocument = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/** The Page Visibility API: a tab in the background, minimised or behind the lock screen is hidden. */
export const documentPageVisibility = (doc: VisibilityDocument): PageVisibility => ({
  isVisible: () => doc.visibilityState === 'visible',
  onVisible: (listener) => {
    const onChange = () => {
      if (doc.visibilityState === 'visible') listener();
    };
    doc.addEventListener('visibilitychange', onChange);
    return () => doc.removeEventListener('visibilitychange', onChange);
  },
});
