import { PRODUCT_COLLECTIONS } from '../../core/domain/catalogue/collection.ts';
import { slugify } from '../../core/domain/validation/slug.ts';
import type { ShopDatabase } from './database.ts';
import { demoSeeds, designs } from './schema.ts';

/** Bump when the demo data set changes shape, so existing databases get the new rows once. */
export const DEMO_SEED_VERSION = 1;

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

/** Inserts the demo data once per database; a second call is a no-op. */
export const seedDemoData = async (db: ShopDatabase): Promise<'seeded' | 'already-seeded'> =>
  db.transaction(async (tx) => {
    const inserted = await tx
      .insert(demoSeeds)
      .values({ version: DEMO_SEED_VERSION })
      .onConflictDoNothing()
      .returning({ version: demoSeeds.version });
    if (inserted.length === 0) return 'already-seeded';
    await tx.insert(designs).values(demoDesigns()).onConflictDoNothing();
    return 'seeded';
  });
