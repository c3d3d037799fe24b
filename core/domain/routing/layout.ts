/** The page frames a route renders in (spec 2); 'master' unless a route says otherwise. */
export const LAYOUTS = ['blank', 'full-page', 'light', 'master-accounts', 'master'] as const;

export type Layout = (typeof LAYOUTS)[number];
