import { PRODUCT_COLLECTIONS } from '../../../core/domain/catalogue/collection.ts';
import { slugify } from '../../../core/domain/validation/slug.ts';
import { designs } from '../schema/index.ts';
import type { Seeder } from './seeder.ts';

const SUBJECTS = [
  'Fox',
  'Sunset',
  'Mountains',
  'Lighthouse',
  'Cactus',
  'Whale',
  'Bicycle',
  'Owl',
  'Lemon Tree',
  'City Map',
  'Rocket',
  'Tulips',
  'Paper Boat',
];
const STYLES = [
  'Watercolour',
  'Retro',
  'Minimal',
  'Linocut',
  'Pastel',
  'Neon',
  'Botanical',
  'Geometric',
  'Vintage',
  'Doodle',
  'Bold',
  'Monochrome',
];

/** 156 designs: every style with every subject, dealt round-robin over the collections. */
export const demoDesigns = () =>
  STYLES.flatMap((style, s) =>
    SUBJECTS.map((subject, j) => {
      const n = s * SUBJECTS.length + j;
      const name = `${style} ${subject}`;
      return {
        id: `d${String(n + 1).padStart(4, '0')}`,
        slug: slugify(name, { removeAccents: true }),
        name,
        collection: PRODUCT_COLLECTIONS[n % PRODUCT_COLLECTIONS.length] ?? 'NOVELTY',
        popularity: (n * 37) % 101,
      };
    }),
  );

export const seedCatalogue: Seeder = async (tx) => {
  await tx.insert(designs).values(demoDesigns()).onConflictDoNothing();
};
