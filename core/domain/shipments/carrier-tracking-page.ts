import type { Carrier } from './carrier.ts';

/**
 * Each carrier's public tracking page, opened on one parcel: the shop's configuration, never built from a request.
 * Chronoexpress is Correos Express now, and answers on its page.
 */
export const CARRIER_TRACKING_PAGES: { readonly [C in Carrier]: string } = {
  CORREOS: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=',
  CHRONOEXPRESS: 'https://s.correosexpress.com/SeguimientoSinCP/search?n=',
  MONDIAL_RELAY: 'https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=',
  DHL_PARCEL: 'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=',
  GLS: 'https://gls-group.com/EU/en/parcel-tracking?match=',
  UPS: 'https://www.ups.com/track?loc=en_US&tracknum=',
};

/** The address of the carrier's page tracking `trackingNumber`, the number encoded as a query value. */
export const carrierTrackingUrl = (carrier: Carrier, trackingNumber: string): string =>
  `${CARRIER_TRACKING_PAGES[carrier]}${encodeURIComponent(trackingNumber)}`;
