import { createHash } from 'node:crypto';
import { carriersFor, type CarrierService } from '../../../core/domain/shipments/carrier-coverage.ts';
import type { Carrier } from '../../../core/domain/shipments/carrier.ts';
import type { CountryCode } from '../../../core/domain/site/country.ts';
import { pickupPoints, shippingRates } from '../schema/index.ts';
import type { Seeder } from './seeder.ts';

type Place = { readonly city: string; readonly postalCode: string };

type Market = {
  readonly currency: 'EUR' | 'PLN' | 'DKK' | 'CZK';
  /** Delivering to a neighbour of the store's own country costs more and takes longer. */
  readonly crossBorder: boolean;
  readonly streetPattern: (name: string, number: number) => string;
  readonly shops: readonly string[];
  /** Postal codes in the form the checkout stores them, spread over the country's regions. */
  readonly places: readonly Place[];
};

const place = (city: string, postalCode: string): Place => ({ city, postalCode });

const SPANISH_SHOPS = [
  'Papelería El Sol',
  'Estanco Plaza',
  'Librería Central',
  'Ferretería Norte',
  'Quiosco Mayor',
  'Droguería Alba',
  'Copistería Rápida',
  'Tienda Ultramarinos Sur',
];
const FRENCH_SHOPS = [
  'Tabac de la Gare',
  'Librairie du Marché',
  'Pressing Saint-Michel',
  'Épicerie Fine Bellevue',
  'Papeterie des Écoles',
  'Fleuriste Les Tilleuls',
  'Cordonnerie Centrale',
  'Bazar du Port',
];
const ITALIAN_SHOPS = [
  'Tabaccheria Roma',
  'Cartoleria Il Quaderno',
  'Edicola Centrale',
  'Ferramenta Rossi',
  'Libreria del Corso',
  'Bar Tabacchi Stella',
  'Lavanderia Blu',
  'Emporio Verdi',
];
const PORTUGUESE_SHOPS = [
  'Papelaria Central',
  'Tabacaria do Largo',
  'Drogaria Lusitana',
  'Livraria da Praça',
  'Mercearia Boa Vista',
  'Quiosque do Rossio',
  'Loja do Bairro',
  'Retrosaria Flor',
];
const POLISH_SHOPS = [
  'Kiosk Ruch Centrum',
  'Sklep Żabka Rynek',
  'Księgarnia Pod Lipą',
  'Papiernik',
  'Drogeria Natura',
  'Delikatesy Mazur',
  'Sklep Wielobranżowy',
  'Kwiaciarnia Róża',
];
const DANISH_SHOPS = [
  'Kiosken ved Torvet',
  'Boghandel Nord',
  'Købmand Hansen',
  'Blomster & Co',
  'Papirhuset',
  'Døgnkiosk Syd',
  'Cykelsmeden',
  'Isenkræmmeren',
];
const CZECH_SHOPS = [
  'Trafika U Nádraží',
  'Papírnictví Centrum',
  'Knihkupectví Na Rohu',
  'Drogerie Kvítek',
  'Večerka Novák',
  'Železářství Dvořák',
  'Květinářství Lilie',
  'Potraviny U Mostu',
];
const GERMAN_SHOPS = [
  'Kiosk am Bahnhof',
  'Papeterie Zentrum',
  'Buchhandlung Linde',
  'Drogerie Sonne',
  'Lotto-Toto Laden',
  'Blumen Keller',
  'Schreibwaren Meier',
  'Quartierladen',
];

const SPANISH = (name: string, n: number) => `Calle ${name}, ${n}`;

const MARKETS: { readonly [country: string]: Market } = {
  ES: {
    currency: 'EUR',
    crossBorder: false,
    streetPattern: SPANISH,
    shops: SPANISH_SHOPS,
    places: [
      place('Madrid', '28013'),
      place('Madrid', '28045'),
      place('Barcelona', '08001'),
      place('Barcelona', '08025'),
      place('Valencia', '46002'),
      place('Sevilla', '41001'),
      place('Bilbao', '48001'),
      place('Zaragoza', '50001'),
    ],
  },
  PT: {
    currency: 'EUR',
    crossBorder: false,
    streetPattern: (name, n) => `Rua ${name}, ${n}`,
    shops: PORTUGUESE_SHOPS,
    places: [
      place('Lisboa', '1100-053'),
      place('Lisboa', '1250-096'),
      place('Porto', '4000-322'),
      place('Porto', '4050-262'),
      place('Braga', '4700-321'),
      place('Coimbra', '3000-141'),
      place('Faro', '8000-138'),
      place('Aveiro', '3800-200'),
    ],
  },
  FR: {
    currency: 'EUR',
    crossBorder: false,
    streetPattern: (name, n) => `${n} rue ${name}`,
    shops: FRENCH_SHOPS,
    places: [
      place('Paris', '75011'),
      place('Paris', '75015'),
      place('Lyon', '69002'),
      place('Marseille', '13001'),
      place('Toulouse', '31000'),
      place('Bordeaux', '33000'),
      place('Lille', '59000'),
      place('Nantes', '44000'),
    ],
  },
  BE: {
    currency: 'EUR',
    crossBorder: true,
    streetPattern: (name, n) => `Rue ${name} ${n}`,
    shops: FRENCH_SHOPS,
    places: [
      place('Bruxelles', '1000'),
      place('Bruxelles', '1050'),
      place('Antwerpen', '2000'),
      place('Gent', '9000'),
      place('Liège', '4000'),
      place('Namur', '5000'),
      place('Brugge', '8000'),
      place('Leuven', '3000'),
    ],
  },
  LU: {
    currency: 'EUR',
    crossBorder: true,
    streetPattern: (name, n) => `${n} rue ${name}`,
    shops: FRENCH_SHOPS,
    places: [
      place('Luxembourg', '1611'),
      place('Luxembourg', '2449'),
      place('Esch-sur-Alzette', '4001'),
      place('Differdange', '4501'),
      place('Dudelange', '3401'),
      place('Ettelbruck', '9001'),
      place('Diekirch', '9201'),
      place('Wiltz', '9501'),
    ],
  },
  CH: {
    currency: 'EUR',
    crossBorder: true,
    streetPattern: (name, n) => `${name}strasse ${n}`,
    shops: GERMAN_SHOPS,
    places: [
      place('Zürich', '8001'),
      place('Genève', '1201'),
      place('Basel', '4051'),
      place('Bern', '3011'),
      place('Lausanne', '1003'),
      place('Luzern', '6003'),
      place('St. Gallen', '9000'),
      place('Lugano', '6900'),
    ],
  },
  IT: {
    currency: 'EUR',
    crossBorder: false,
    streetPattern: (name, n) => `Via ${name}, ${n}`,
    shops: ITALIAN_SHOPS,
    places: [
      place('Milano', '20121'),
      place('Milano', '20135'),
      place('Roma', '00184'),
      place('Roma', '00197'),
      place('Napoli', '80132'),
      place('Torino', '10121'),
      place('Bologna', '40121'),
      place('Firenze', '50122'),
    ],
  },
  PL: {
    currency: 'PLN',
    crossBorder: false,
    streetPattern: (name, n) => `ul. ${name} ${n}`,
    shops: POLISH_SHOPS,
    places: [
      place('Warszawa', '00-950'),
      place('Warszawa', '02-495'),
      place('Kraków', '30-001'),
      place('Łódź', '90-001'),
      place('Wrocław', '50-001'),
      place('Poznań', '60-001'),
      place('Gdańsk', '80-001'),
      place('Lublin', '20-001'),
    ],
  },
  DK: {
    currency: 'DKK',
    crossBorder: false,
    streetPattern: (name, n) => `${name}gade ${n}`,
    shops: DANISH_SHOPS,
    places: [
      place('København', '1050'),
      place('København', '2100'),
      place('Aarhus', '8000'),
      place('Odense', '5000'),
      place('Aalborg', '9000'),
      place('Esbjerg', '6700'),
      place('Randers', '8900'),
      place('Kolding', '6000'),
    ],
  },
  CZ: {
    currency: 'CZK',
    crossBorder: false,
    streetPattern: (name, n) => `${name} ${n}`,
    shops: CZECH_SHOPS,
    places: [
      place('Praha', '110 00'),
      place('Praha', '160 00'),
      place('Brno', '602 00'),
      place('Ostrava', '702 00'),
      place('Plzeň', '301 00'),
      place('Liberec', '460 01'),
      place('Olomouc', '779 00'),
      place('České Budějovice', '370 01'),
    ],
  },
  SK: {
    currency: 'CZK',
    crossBorder: true,
    streetPattern: (name, n) => `${name} ${n}`,
    shops: CZECH_SHOPS,
    places: [
      place('Bratislava', '811 01'),
      place('Bratislava', '821 08'),
      place('Košice', '040 01'),
      place('Prešov', '080 01'),
      place('Žilina', '010 01'),
      place('Nitra', '949 01'),
      place('Banská Bystrica', '974 01'),
      place('Trnava', '917 01'),
    ],
  },
  // Delivered to the door only: no carrier runs pickup points there.
  SE: { currency: 'DKK', crossBorder: true, streetPattern: (name, n) => `${name}gatan ${n}`, shops: [], places: [] },
  FI: { currency: 'DKK', crossBorder: true, streetPattern: (name, n) => `${name}katu ${n}`, shops: [], places: [] },
};

const STREET_NAMES = ['Mayor', 'Sol', 'Luna', 'Estrella', 'Jardín', 'Molino', 'Río', 'Prado'];

/** Euro cents per carrier and service inside a store's own country; the other currencies follow by rate. */
const EURO_CENTS: { readonly [C in Carrier]: { readonly [S in CarrierService]: number } } = {
  CORREOS: { ADDRESS: 495, PICKPOINT: 345 },
  MONDIAL_RELAY: { ADDRESS: 549, PICKPOINT: 399 },
  DHL_PARCEL: { ADDRESS: 645, PICKPOINT: 445 },
  GLS: { ADDRESS: 595, PICKPOINT: 425 },
  CHRONOEXPRESS: { ADDRESS: 790, PICKPOINT: 790 },
  UPS: { ADDRESS: 895, PICKPOINT: 595 },
};

const DAYS: { readonly [C in Carrier]: readonly [number, number] } = {
  CORREOS: [2, 4],
  MONDIAL_RELAY: [3, 5],
  DHL_PARCEL: [2, 3],
  GLS: [2, 4],
  CHRONOEXPRESS: [1, 2],
  UPS: [1, 3],
};

const CROSS_BORDER_CENTS = 300;

// Zloty, krone and koruna stores show whole units (site config), so their rates are whole units too.
const TO_CURRENCY: { readonly [C in Market['currency']]: (euroCents: number) => number } = {
  EUR: (cents) => cents,
  PLN: (cents) => Math.round((cents * 4.3) / 100) * 100,
  DKK: (cents) => Math.round((cents * 7.45) / 100) * 100,
  CZK: (cents) => Math.round((cents * 25) / 100) * 100,
};

const SERVICES: readonly CarrierService[] = ['ADDRESS', 'PICKPOINT'];

export const demoShippingRates = () =>
  Object.entries(MARKETS).flatMap(([country, market]) =>
    SERVICES.flatMap((service) =>
      carriersFor(country as CountryCode, service).map((carrier) => {
        const [minDays, maxDays] = DAYS[carrier];
        const euroCents = EURO_CENTS[carrier][service] + (market.crossBorder ? CROSS_BORDER_CENTS : 0);
        return {
          country,
          carrier,
          deliveryMethod: service,
          amountMinor: TO_CURRENCY[market.currency](euroCents),
          currency: market.currency,
          minDays: minDays + (market.crossBorder ? 1 : 0),
          maxDays: maxDays + (market.crossBorder ? 2 : 0),
        };
      }),
    ),
  );

/** Where each city is, so that pickup points can be measured from a postal code. */
const CITY_COORDINATES: { readonly [city: string]: readonly [number, number] } = {
  Aalborg: [57.048, 9.919],
  Aarhus: [56.157, 10.211],
  Antwerpen: [51.219, 4.402],
  Aveiro: [40.641, -8.654],
  'Banská Bystrica': [48.736, 19.146],
  Barcelona: [41.387, 2.17],
  Basel: [47.56, 7.588],
  Bern: [46.948, 7.447],
  Bilbao: [43.263, -2.935],
  Bologna: [44.494, 11.343],
  Bordeaux: [44.838, -0.579],
  Braga: [41.545, -8.427],
  Bratislava: [48.149, 17.107],
  Brno: [49.195, 16.608],
  Brugge: [51.209, 3.224],
  Bruxelles: [50.85, 4.352],
  Coimbra: [40.203, -8.41],
  Diekirch: [49.868, 6.156],
  Differdange: [49.524, 5.891],
  Dudelange: [49.48, 6.087],
  Esbjerg: [55.476, 8.459],
  'Esch-sur-Alzette': [49.496, 5.981],
  Ettelbruck: [49.847, 6.104],
  Faro: [37.019, -7.93],
  Firenze: [43.77, 11.256],
  Gdańsk: [54.352, 18.646],
  Gent: [51.054, 3.717],
  Genève: [46.204, 6.143],
  Kolding: [55.49, 9.472],
  Košice: [48.717, 21.261],
  Kraków: [50.065, 19.945],
  København: [55.676, 12.568],
  Lausanne: [46.52, 6.633],
  Leuven: [50.88, 4.7],
  Liberec: [50.767, 15.056],
  Lille: [50.629, 3.057],
  Lisboa: [38.722, -9.139],
  Liège: [50.633, 5.567],
  Lublin: [51.246, 22.568],
  Lugano: [46.004, 8.951],
  Luxembourg: [49.611, 6.13],
  Luzern: [47.05, 8.309],
  Lyon: [45.764, 4.836],
  Madrid: [40.417, -3.704],
  Marseille: [43.297, 5.37],
  Milano: [45.464, 9.19],
  Namur: [50.467, 4.872],
  Nantes: [47.218, -1.554],
  Napoli: [40.852, 14.268],
  Nitra: [48.307, 18.087],
  Odense: [55.403, 10.402],
  Olomouc: [49.594, 17.251],
  Ostrava: [49.82, 18.262],
  Paris: [48.857, 2.352],
  Plzeň: [49.738, 13.373],
  Porto: [41.15, -8.611],
  Poznań: [52.406, 16.925],
  Praha: [50.076, 14.438],
  Prešov: [48.998, 21.234],
  Randers: [56.461, 10.036],
  Roma: [41.903, 12.496],
  Sevilla: [37.389, -5.984],
  'St. Gallen': [47.424, 9.377],
  Torino: [45.07, 7.686],
  Toulouse: [43.605, 1.444],
  Trnava: [48.377, 17.588],
  Valencia: [39.47, -0.376],
  Warszawa: [52.23, 21.011],
  Wiltz: [49.966, 5.932],
  Wrocław: [51.108, 17.039],
  Zaragoza: [41.649, -0.889],
  Zürich: [47.377, 8.541],
  'České Budějovice': [48.975, 14.474],
  Łódź: [51.759, 19.456],
  Žilina: [49.223, 18.739],
};

export const PICKUP_POINTS_PER_CARRIER = 6;

/**
 * Each country's landline pattern in international form, '#' for a digit: migration 0027 writes the same numbers
 * into points seeded before, so both must change together.
 */
export const PICKUP_POINT_PHONE_PATTERNS: { readonly [country: string]: string } = {
  ES: '+34 9## ### ###',
  PT: '+351 2## ### ###',
  FR: '+33 1 ## ## ## ##',
  BE: '+32 2 ### ## ##',
  LU: '+352 ## ## ##',
  CH: '+41 44 ### ## ##',
  IT: '+39 06 #### ####',
  PL: '+48 22 ### ## ##',
  DK: '+45 ## ## ## ##',
  CZ: '+420 2## ### ###',
  SK: '+421 2 #### ####',
};

/** A demo point's phone: its country's pattern filled from the MD5 of its id, hex letters a–f read as 0–5. */
export const demoPickupPointPhone = (id: string, country: string): string | null => {
  const pattern = PICKUP_POINT_PHONE_PATTERNS[country];
  if (pattern === undefined) return null;
  const digits = createHash('md5')
    .update(id)
    .digest('hex')
    .replace(/[a-f]/g, (hex) => String(hex.charCodeAt(0) - 97));
  let next = 0;
  return pattern.replace(/#/g, () => digits.charAt(next++));
};

/** Six points per carrier and country, each carrier starting at another city so that they interleave. */
export const demoPickupPoints = () =>
  Object.entries(MARKETS).flatMap(([country, market]) =>
    carriersFor(country as CountryCode, 'PICKPOINT').flatMap((carrier, carrierIndex) =>
      Array.from({ length: PICKUP_POINTS_PER_CARRIER }, (_, n) => {
        const at = (carrierIndex * 3 + n) % market.places.length;
        const where = market.places[at] as Place;
        const [latitude, longitude] = CITY_COORDINATES[where.city] as readonly [number, number];
        const id = `${carrier}-${country}-${String(n + 1).padStart(2, '0')}`;
        return {
          id,
          carrier,
          country,
          postalCode: where.postalCode,
          name: market.shops[(carrierIndex + n) % market.shops.length] as string,
          street: market.streetPattern(
            STREET_NAMES[(at + n) % STREET_NAMES.length] as string,
            3 + ((carrierIndex * 7 + n * 11) % 90),
          ),
          city: where.city,
          // A few hundred metres apart, so points in one city are not all at its centre.
          latitude: latitude + (((carrierIndex * 5 + n * 3) % 9) - 4) * 0.004,
          longitude: longitude + (((carrierIndex * 3 + n * 7) % 9) - 4) * 0.004,
          openingHours: n % 2 === 0 ? 'Mon–Fri 09:00–20:00, Sat 10:00–14:00' : 'Mon–Sat 08:30–21:00',
          phone: demoPickupPointPhone(id, country),
        };
      }),
    ),
  );

export const seedShipping: Seeder = async (tx) => {
  await tx.insert(shippingRates).values(demoShippingRates()).onConflictDoNothing();
  await tx.insert(pickupPoints).values(demoPickupPoints()).onConflictDoNothing();
};
