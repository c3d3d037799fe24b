import type { Carrier } from './carrier.ts';

// Each carrier's public tracking page, fixed here: a link never takes its host from a request or from stored data.
const TRACKING_PAGES: { readonly [C in Carrier]: (number: string) => string } = {
  CORREOS: (n) => `https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=${n}`,
  MONDIAL_RELAY: (n) => `https://www.mondialrelay.com/suivi-de-colis/?numeroExpedition=${n}`,
  DHL_PARCEL: (n) => `https://www.dhl.com/es-es/home/tracking.html?tracking-id=${n}`,
  GLS: (n) => `https://gls-group.com/track/${n}`,
  CHRONOEXPRESS: (n) => `https://s.correosexpress.com/search?shippingNumber=${n}`,
  UPS: (n) => `https://www.ups.com/track?tracknum=${n}`,
};

/** Where the shopper follows a parcel on its carrier's site; the number is encoded, so it cannot leave the page. */
export const carrierTrackingLink = (carrier: Carrier, trackingNumber: string): string =>
  TRACKING_PAGES[carrier](encodeURIComponent(trackingNumber.trim()));
