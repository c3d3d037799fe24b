import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpCenterRepository } from '../../../core/shop/help-center/help-center-repository.port.ts';
import { aHelpTopic, type FakeHelpCategory, type FakeHelpTopic } from '../../support/in-memory-help-center.ts';

export const CONTRACT_HELP_CATEGORIES: readonly FakeHelpCategory[] = [
  { id: 7, position: 2, names: { en: 'Orders received', pl: 'Otrzymane zamówienia' } },
  { id: 3, position: 1, names: { en: 'Before you buy' } },
  { id: 9, position: 3, names: { en: 'Empty' } },
];

export const CONTRACT_HELP_TOPICS: readonly FakeHelpTopic[] = [
  aHelpTopic({ id: '25', categoryId: 3, position: 2 }),
  aHelpTopic({ id: '90', categoryId: 3, position: 1 }),
  aHelpTopic({ id: 'gift-wrap_12', categoryId: 7, position: 1, titles: { en: 'Gift wrap', da: 'Gaveindpakning' } }),
];

type Opened = { repository: HelpCenterRepository; close: () => Promise<void> };

/** What every HelpCenterRepository must do; run against the fake and every real adapter. */
export const describeHelpCenterRepositoryContract = (
  name: string,
  open: (categories: readonly FakeHelpCategory[], topics: readonly FakeHelpTopic[]) => Promise<Opened>,
) =>
  describe(`HelpCenterRepository contract: ${name}`, () => {
    let opened: Opened;
    beforeAll(async () => {
      opened = await open(CONTRACT_HELP_CATEGORIES, CONTRACT_HELP_TOPICS);
    });
    afterAll(() => opened.close());

    it('lists categories in display order with their topic counts and every translation', async () => {
      expect((await opened.repository.categories())._unsafeUnwrap()).toEqual([
        { id: 3, names: { en: 'Before you buy' }, topicCount: 2 },
        { id: 7, names: { en: 'Orders received', pl: 'Otrzymane zamówienia' }, topicCount: 1 },
        { id: 9, names: { en: 'Empty' }, topicCount: 0 },
      ]);
    });

    it('finds one category, or nothing', async () => {
      expect((await opened.repository.category(7))._unsafeUnwrap()).toEqual({
        id: 7,
        names: { en: 'Orders received', pl: 'Otrzymane zamówienia' },
        topicCount: 1,
      });
      expect((await opened.repository.category(9))._unsafeUnwrap()?.topicCount).toBe(0);
      expect((await opened.repository.category(404))._unsafeUnwrap()).toBeUndefined();
    });

    it('finds nothing for an id no category can have, however large (a /help-center/category/{digits} path)', async () => {
      expect((await opened.repository.category(2 ** 31))._unsafeUnwrap()).toBeUndefined();
      expect((await opened.repository.category(1e20))._unsafeUnwrap()).toBeUndefined();
      expect((await opened.repository.topicsOfCategory(1e20))._unsafeUnwrap()).toEqual([]);
    });

    it('lists a category’s topics in display order', async () => {
      const topics = (await opened.repository.topicsOfCategory(3))._unsafeUnwrap();
      expect(topics.map((t) => t.id)).toEqual(['90', '25']);
      expect(topics[0]).toEqual({
        id: '90',
        categoryId: 3,
        titles: { en: 'Topic 90', es: 'Tema 90' },
        bodies: { en: 'Body 90', es: 'Texto 90' },
      });
      expect((await opened.repository.topicsOfCategory(9))._unsafeUnwrap()).toEqual([]);
    });

    it('finds the topics among the given ids that exist', async () => {
      const found = (await opened.repository.topics(['gift-wrap_12', '12', '25']))._unsafeUnwrap();
      expect(found.map((t) => t.id).sort()).toEqual(['25', 'gift-wrap_12']);
      expect((await opened.repository.topics([]))._unsafeUnwrap()).toEqual([]);
    });
  });
