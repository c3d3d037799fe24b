/** A help-center group: the category id it is filed under and the topics it shows, in display order. */
export type HelpCenterTopicGroup = { readonly categoryId: number | undefined; readonly topicIds: readonly number[] };

/** The shortcut groups of specification section 9; the order-completed page shows topics without a category. */
export const HELP_CENTER_TOPIC_GROUPS = {
  beforePurchase: { categoryId: 3, topicIds: [90, 23, 25, 27] },
  ordersWaiting: { categoryId: 5, topicIds: [17, 21, 33, 29] },
  ordersReceived: { categoryId: 7, topicIds: [8, 11, 26, 31] },
  orderCompleted: { categoryId: undefined, topicIds: [17, 21, 31, 29] },
} as const satisfies Record<string, HelpCenterTopicGroup>;

export type HelpCenterTopicGroupName = keyof typeof HELP_CENTER_TOPIC_GROUPS;

export const helpCenterTopicGroup = (name: HelpCenterTopicGroupName): HelpCenterTopicGroup =>
  HELP_CENTER_TOPIC_GROUPS[name];
