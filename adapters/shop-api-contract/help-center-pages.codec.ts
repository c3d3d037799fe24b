import * as t from 'io-ts';
import { HelpCategoryCodec, HelpCategorySummaryCodec, HelpTopicCodec } from './help-center.codec.ts';

/** The help-center pages' data as it travels in `_payload.json`. */
export const HelpCenterPageCodec = t.type({ categories: t.readonlyArray(HelpCategorySummaryCodec) });
export const HelpCategoryPageCodec = t.type({ category: HelpCategoryCodec });
export const HelpTopicPageCodec = t.type({
  topic: HelpTopicCodec,
  category: t.union([HelpCategorySummaryCodec, t.null]),
});
/** About us and contact: everything they show is in their translations. */
export const TextPageCodec = t.type({});
