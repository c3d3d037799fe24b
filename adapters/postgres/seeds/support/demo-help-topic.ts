import type { Locale } from '../../../../core/domain/site/locale.ts';

/** A demo help topic: title and body in every store language. */
export type DemoHelpTopic = {
  readonly id: string;
  readonly categoryId: number;
  readonly position: number;
  readonly texts: { readonly [L in Locale]: readonly [title: string, body: string] };
};
