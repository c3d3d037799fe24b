import type { ResultAsync } from 'neverthrow';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** The deployment as builds/latest.json describes it. */
export type LatestBuild = { readonly id: string; readonly timestamp: number };

/** GET builds/latest.json. */
export interface BuildManifest {
  /** The build the server serves now. */
  latest(): ResultAsync<LatestBuild, ShopUnavailable>;
}

/** Whether the visitor can see the tab (document.visibilityState). */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls `listener` each time the tab shows again; returns the unsubscribe. */
  onVisible(listener: () => void): () => void;
}

/** A repeating timer. */
export interface Ticker {
  /** Calls `tick` every `intervalMs`; returns the stop. */
  every(intervalMs: number, tick: () => void): () => void;
}
