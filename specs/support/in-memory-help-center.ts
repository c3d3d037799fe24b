import { okAsync } from 'neverthrow';
import type { HelpCenterRepository } from '../../core/shop/help-center/help-center-repository.port.ts';
import type { StoredHelpTopic } from '../../core/domain/help-center/help-center.ts';
import type { Translations } from '../../core/domain/help-center/localised-text.ts';

export type FakeHelpCategory = { readonly id: number; readonly position: number; readonly names: Translations };
export type FakeHelpTopic = StoredHelpTopic & { readonly position: number };

const byPosition = <T extends { position: number; id: number | string }>(a: T, b: T) =>
  a.position - b.position || String(a.id).localeCompare(String(b.id));

const stored = ({ position: _position, ...topic }: FakeHelpTopic): StoredHelpTopic => topic;

/** The help center kept in arrays, ordered as the port promises. */
export const inMemoryHelpCenter = (
  categories: readonly FakeHelpCategory[],
  topics: readonly FakeHelpTopic[],
): HelpCenterRepository => {
  const withCount = ({ id, names }: FakeHelpCategory) => ({
    id,
    names,
    topicCount: topics.filter((topic) => topic.categoryId === id).length,
  });
  return {
    categories: () => okAsync([...categories].sort(byPosition).map(withCount)),
    category: (id) => {
      const found = categories.find((category) => category.id === id);
      return okAsync(found ? withCount(found) : undefined);
    },
    topicsOfCategory: (categoryId) =>
      okAsync(
        topics
          .filter((topic) => topic.categoryId === categoryId)
          .sort(byPosition)
          .map(stored),
      ),
    topics: (ids) => okAsync(topics.filter((topic) => ids.includes(topic.id)).map(stored)),
  };
};

export const aHelpTopic = (overrides: Partial<FakeHelpTopic> & { id: string }): FakeHelpTopic => ({
  categoryId: 3,
  position: 1,
  titles: { en: `Topic ${overrides.id}`, es: `Tema ${overrides.id}` },
  bodies: { en: `Body ${overrides.id}`, es: `Texto ${overrides.id}` },
  ...overrides,
});
