import type { Integration } from '../../core/domain/consent/integrations.ts';
import type { IntegrationLoader } from '../../core/storefront/session/consent-mode.port.ts';
import { gtagOf, type DataLayerWindow } from './data-layer-consent-mode.ts';

export type IntegrationIds = { readonly analyticsId: string | null; readonly pushNotificationsId: string | null };

/** Hosts the loaded scripts come from; the Content-Security-Policy allows exactly these. */
export const GA4_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
export const PUSH_SCRIPT_URL = 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js';

type IntegrationWindow = DataLayerWindow & { OneSignalDeferred?: unknown[] };

const appendScript = (doc: Document, src: string, attribute: string) => {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset['integration'] = attribute;
  doc.head.append(script);
};

/** Adds each configured integration's script once; an integration without an id stays off. */
export const scriptIntegrationLoader = (
  doc: Document,
  win: IntegrationWindow,
  ids: IntegrationIds,
): IntegrationLoader => {
  const loaded = new Set<Integration>();
  const gtag = gtagOf(win);
  const loaders: { readonly [I in Integration]: () => void } = {
    analytics: () => {
      if (ids.analyticsId === null) return;
      gtag('js', new Date());
      gtag('config', ids.analyticsId);
      appendScript(doc, `${GA4_SCRIPT_URL}?id=${encodeURIComponent(ids.analyticsId)}`, 'analytics');
    },
    pushNotifications: () => {
      const appId = ids.pushNotificationsId;
      if (appId === null) return;
      (win.OneSignalDeferred ??= []).push((oneSignal: { init: (options: object) => unknown }) =>
        oneSignal.init({ appId }),
      );
      appendScript(doc, PUSH_SCRIPT_URL, 'pushNotifications');
    },
  };
  return {
    load: (integration) => {
      if (loaded.has(integration)) return;
      loaded.add(integration);
      loaders[integration]();
    },
  };
};
