import type { Locale } from '../../../../core/domain/site/locale.ts';

type Texts = Readonly<Record<Locale, string>>;

/** Design subjects; names are made of a style and a subject. */
export const SUBJECTS: readonly { readonly key: string; readonly names: Texts }[] = [
  {
    key: 'Fox',
    names: { pl: 'Lis', es: 'Zorro', it: 'Volpe', da: 'Ræv', fr: 'Renard', pt: 'Raposa', cs: 'Liška', en: 'Fox' },
  },
  {
    key: 'Sunset',
    names: {
      pl: 'Zachód słońca',
      es: 'Atardecer',
      it: 'Tramonto',
      da: 'Solnedgang',
      fr: 'Coucher de soleil',
      pt: 'Pôr do sol',
      cs: 'Západ slunce',
      en: 'Sunset',
    },
  },
  {
    key: 'Mountains',
    names: {
      pl: 'Góry',
      es: 'Montañas',
      it: 'Montagne',
      da: 'Bjerge',
      fr: 'Montagnes',
      pt: 'Montanhas',
      cs: 'Hory',
      en: 'Mountains',
    },
  },
  {
    key: 'Lighthouse',
    names: {
      pl: 'Latarnia morska',
      es: 'Faro',
      it: 'Faro',
      da: 'Fyrtårn',
      fr: 'Phare',
      pt: 'Farol',
      cs: 'Maják',
      en: 'Lighthouse',
    },
  },
  {
    key: 'Cactus',
    names: {
      pl: 'Kaktus',
      es: 'Cactus',
      it: 'Cactus',
      da: 'Kaktus',
      fr: 'Cactus',
      pt: 'Cato',
      cs: 'Kaktus',
      en: 'Cactus',
    },
  },
  {
    key: 'Whale',
    names: {
      pl: 'Wieloryb',
      es: 'Ballena',
      it: 'Balena',
      da: 'Hval',
      fr: 'Baleine',
      pt: 'Baleia',
      cs: 'Velryba',
      en: 'Whale',
    },
  },
  {
    key: 'Bicycle',
    names: {
      pl: 'Rower',
      es: 'Bicicleta',
      it: 'Bicicletta',
      da: 'Cykel',
      fr: 'Vélo',
      pt: 'Bicicleta',
      cs: 'Kolo',
      en: 'Bicycle',
    },
  },
  {
    key: 'Owl',
    names: { pl: 'Sowa', es: 'Búho', it: 'Gufo', da: 'Ugle', fr: 'Hibou', pt: 'Coruja', cs: 'Sova', en: 'Owl' },
  },
  {
    key: 'Lemon Tree',
    names: {
      pl: 'Drzewko cytrynowe',
      es: 'Limonero',
      it: 'Albero di limoni',
      da: 'Citrontræ',
      fr: 'Citronnier',
      pt: 'Limoeiro',
      cs: 'Citroník',
      en: 'Lemon Tree',
    },
  },
  {
    key: 'City Map',
    names: {
      pl: 'Mapa miasta',
      es: 'Mapa de la ciudad',
      it: 'Mappa della città',
      da: 'Bykort',
      fr: 'Plan de ville',
      pt: 'Mapa da cidade',
      cs: 'Mapa města',
      en: 'City Map',
    },
  },
  {
    key: 'Rocket',
    names: {
      pl: 'Rakieta',
      es: 'Cohete',
      it: 'Razzo',
      da: 'Raket',
      fr: 'Fusée',
      pt: 'Foguetão',
      cs: 'Raketa',
      en: 'Rocket',
    },
  },
  {
    key: 'Tulips',
    names: {
      pl: 'Tulipany',
      es: 'Tulipanes',
      it: 'Tulipani',
      da: 'Tulipaner',
      fr: 'Tulipes',
      pt: 'Túlipas',
      cs: 'Tulipány',
      en: 'Tulips',
    },
  },
  {
    key: 'Paper Boat',
    names: {
      pl: 'Papierowa łódka',
      es: 'Barco de papel',
      it: 'Barchetta di carta',
      da: 'Papirbåd',
      fr: 'Bateau en papier',
      pt: 'Barco de papel',
      cs: 'Papírová loďka',
      en: 'Paper Boat',
    },
  },
];

/**
 * Design styles. Except in English, a style follows the subject as a phrase that needs no agreement
 * with the subject's gender or number ("Zorro en acuarela", "Góry w stylu retro").
 */
export const STYLES: readonly { readonly key: string; readonly names: Texts }[] = [
  {
    key: 'Watercolour',
    names: {
      pl: 'w akwareli',
      es: 'en acuarela',
      it: 'ad acquerello',
      da: 'i akvarel',
      fr: "à l'aquarelle",
      pt: 'em aguarela',
      cs: 'v akvarelu',
      en: 'Watercolour',
    },
  },
  {
    key: 'Retro',
    names: {
      pl: 'w stylu retro',
      es: 'estilo retro',
      it: 'stile retrò',
      da: 'i retrostil',
      fr: 'style rétro',
      pt: 'estilo retro',
      cs: 've stylu retro',
      en: 'Retro',
    },
  },
  {
    key: 'Minimal',
    names: {
      pl: 'w stylu minimalistycznym',
      es: 'estilo minimalista',
      it: 'stile minimal',
      da: 'i minimalistisk stil',
      fr: 'style minimaliste',
      pt: 'estilo minimalista',
      cs: 'v minimalistickém stylu',
      en: 'Minimal',
    },
  },
  {
    key: 'Linocut',
    names: {
      pl: 'jako linoryt',
      es: 'en linograbado',
      it: 'in linoleografia',
      da: 'i linoleumssnit',
      fr: 'en linogravure',
      pt: 'em linogravura',
      cs: 'jako linoryt',
      en: 'Linocut',
    },
  },
  {
    key: 'Pastel',
    names: {
      pl: 'w pastelach',
      es: 'en tonos pastel',
      it: 'in tinte pastello',
      da: 'i pastel',
      fr: 'en tons pastel',
      pt: 'em tons pastel',
      cs: 'v pastelových barvách',
      en: 'Pastel',
    },
  },
  {
    key: 'Neon',
    names: {
      pl: 'w neonowych barwach',
      es: 'en neón',
      it: 'al neon',
      da: 'i neon',
      fr: 'néon',
      pt: 'em néon',
      cs: 'v neonových barvách',
      en: 'Neon',
    },
  },
  {
    key: 'Botanical',
    names: {
      pl: 'w stylu botanicznym',
      es: 'estilo botánico',
      it: 'stile botanico',
      da: 'i botanisk stil',
      fr: 'style botanique',
      pt: 'estilo botânico',
      cs: 'v botanickém stylu',
      en: 'Botanical',
    },
  },
  {
    key: 'Geometric',
    names: {
      pl: 'w stylu geometrycznym',
      es: 'estilo geométrico',
      it: 'stile geometrico',
      da: 'i geometrisk stil',
      fr: 'style géométrique',
      pt: 'estilo geométrico',
      cs: 'v geometrickém stylu',
      en: 'Geometric',
    },
  },
  {
    key: 'Vintage',
    names: {
      pl: 'w stylu vintage',
      es: 'vintage',
      it: 'vintage',
      da: 'i vintagestil',
      fr: 'vintage',
      pt: 'vintage',
      cs: 've stylu vintage',
      en: 'Vintage',
    },
  },
  {
    key: 'Doodle',
    names: {
      pl: 'w stylu doodle',
      es: 'en garabatos',
      it: 'a scarabocchi',
      da: 'i kruseduller',
      fr: 'en griffonnages',
      pt: 'em rabiscos',
      cs: 've stylu čmáranic',
      en: 'Doodle',
    },
  },
  {
    key: 'Bold',
    names: {
      pl: 'w wyrazistym stylu',
      es: 'de trazo audaz',
      it: 'dal tratto deciso',
      da: 'i kraftige streger',
      fr: 'aux traits audacieux',
      pt: 'de traço forte',
      cs: 've výrazném stylu',
      en: 'Bold',
    },
  },
  {
    key: 'Monochrome',
    names: {
      pl: 'w czerni i bieli',
      es: 'en blanco y negro',
      it: 'in bianco e nero',
      da: 'i sort-hvid',
      fr: 'en noir et blanc',
      pt: 'a preto e branco',
      cs: 'v černobílém provedení',
      en: 'Monochrome',
    },
  },
];

/** English puts the style first ("Retro Fox"); the other store languages put it after the subject. */
export const designNameIn = (locale: Locale, style: Texts, subject: Texts): string =>
  locale === 'en' ? `${style.en} ${subject.en}` : `${subject[locale]} ${style[locale]}`;
