import type { ResultAsync } from 'neverthrow';
import type { IconSetData } from '../../domain/media/icon-fetch.ts';

export type IconsUnavailable = { readonly type: 'IconsUnavailable' };

/** An Iconify-style icon endpoint: GET {base}/{prefix}.json?icons=a,b. */
export interface IconSource {
  /** The named icons of one set (the answer may leave out icons the set does not have). */
  iconSet(prefix: string, names: readonly string[]): ResultAsync<IconSetData, IconsUnavailable>;
}
