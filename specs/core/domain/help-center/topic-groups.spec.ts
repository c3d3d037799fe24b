import { describe, expect, it } from 'vitest';
import { HELP_CENTER_TOPIC_GROUPS, helpCenterTopicGroup } from '../../../../core/domain/help-center/topic-groups.ts';

describe('help-center topic groups (spec section 9)', () => {
  it('before purchase is category 3 with topics 90, 23, 25, 27', () => {
    expect(helpCenterTopicGroup('beforePurchase')).toEqual({ categoryId: 3, topicIds: [90, 23, 25, 27] });
  });

  it('orders waiting is category 5 with topics 17, 21, 33, 29', () => {
    expect(helpCenterTopicGroup('ordersWaiting')).toEqual({ categoryId: 5, topicIds: [17, 21, 33, 29] });
  });

  it('orders received is category 7 with topics 8, 11, 26, 31', () => {
    expect(helpCenterTopicGroup('ordersReceived')).toEqual({ categoryId: 7, topicIds: [8, 11, 26, 31] });
  });

  it('order completed shows topics 17, 21, 31, 29 without a category', () => {
    expect(helpCenterTopicGroup('orderCompleted')).toEqual({ categoryId: undefined, topicIds: [17, 21, 31, 29] });
  });

  it('has exactly these four groups', () => {
    expect(Object.keys(HELP_CENTER_TOPIC_GROUPS)).toEqual([
      'beforePurchase',
      'ordersWaiting',
      'ordersReceived',
      'orderCompleted',
    ]);
  });
});
