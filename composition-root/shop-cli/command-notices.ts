import type { ChangeNotice } from '../../core/shop/change-notices.port.ts';

/**
 * What a command that succeeded changed in what the shop's caches keep: publishing a review changes a design's
 * reviews and stars. The order commands change nothing kept.
 */
export const noticesOfCommand = (args: readonly string[]): readonly ChangeNotice[] =>
  args[0] === 'reviews' && args[1] === 'publish' ? ['catalogue'] : [];
