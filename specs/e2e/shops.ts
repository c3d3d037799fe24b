/** A built shop the browser specs run against: one store, on 127.0.0.1, on a data directory of its own. */
export type E2eShop = { readonly store: string; readonly port: number; readonly dataDir: string };

const port = Number(process.env.E2E_PORT ?? 3999);
const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';

export const SHOPS = {
  /** WPX-ES, for every spec that changes nothing another spec reads: they share it, two at a time. */
  wpxEs: { store: 'WPX-ES', port, dataDir },
  /** WPX-PL shows whole złoty, where WPX-ES shows cents. */
  wpxPl: { store: 'WPX-PL', port: Number(process.env.E2E_PL_PORT ?? port + 1000), dataDir: `${dataDir}-wpx-pl` },
  /** The Tintazul theme's store, started by its accessibility spec alone. */
  tzEs: { store: 'TZ-ES', port: port + 2000, dataDir: `${dataDir}-tz-es` },
  /** A second WPX-ES for the specs that change what others read (config, the demo customer, designs), one at a time. */
  wpxEsChanges: { store: 'WPX-ES', port: port + 3000, dataDir: `${dataDir}-changes` },
  /** The review spec's WPX-ES: its published review changes the stars other specs read. */
  community: { store: 'WPX-ES', port: port + 4000, dataDir: `${dataDir}-community` },
} as const satisfies Record<string, E2eShop>;

/** Migrated and seeded once per run: every shop's data directory starts as a copy of it. */
export const TEMPLATE_DATA_DIR = `${dataDir}-template`;

export const baseUrlOf = (shop: E2eShop) => `http://127.0.0.1:${shop.port}`;
