import type { GrantedCategories } from './consent.ts';

/** Third-party scripts the storefront may load, configured by the site's integration ids. */
export const INTEGRATIONS = ['analytics', 'pushNotifications'] as const;

export type Integration = (typeof INTEGRATIONS)[number];

export const isIntegration = (value: string): value is Integration =>
  (INTEGRATIONS as readonly string[]).includes(value);

/** Push notifications re-target visitors with offers, so they ride on ads (marketing) consent. */
export const mayLoadIntegration = (integration: Integration, granted: GrantedCategories): boolean => {
  switch (integration) {
    case 'analytics':
      return granted.analytics;
    case 'pushNotifications':
      return granted.ads;
  }
};

export const loadableIntegrations = (granted: GrantedCategories): readonly Integration[] =>
  INTEGRATIONS.filter((integration) => mayLoadIntegration(integration, granted));
