import type { ListMode } from '../../../../core/domain/catalogue/list-mode.ts';
import type { Locale } from '../../../../core/domain/site/locale.ts';

type Texts = Readonly<Record<Locale, string>>;

type DemoLandingPage = {
  readonly slug: string;
  readonly listMode: ListMode;
  readonly filter: { collection?: string; tagId?: string; articleId?: number };
  readonly titles: Texts;
  readonly bodies: Texts;
};

/** Marketing pages at '/{slug}', one per list mode at least. */
export const DEMO_LANDING_PAGES: readonly DemoLandingPage[] = [
  {
    slug: 'mothers-day',
    listMode: 'LIST_DESIGNS',
    filter: { tagId: 'mothers-day' },
    titles: {
      pl: 'Prezenty na Dzień Matki',
      es: 'Regalos para el Día de la Madre',
      it: 'Regali per la Festa della mamma',
      da: 'Gaver til mors dag',
      fr: 'Cadeaux pour la fête des mères',
      pt: 'Presentes para o Dia da Mãe',
      cs: 'Dárky ke Dni matek',
      en: "Mother's Day gifts",
    },
    bodies: {
      pl: 'Kwiaty, akwarele i pastele: wybierz wzór i wydrukuj go na prezencie, który zostanie na lata.',
      es: 'Flores, acuarelas y tonos pastel: elige un diseño e imprímelo en un regalo que dure años.',
      it: 'Fiori, acquerelli e tinte pastello: scegli un design e stampalo su un regalo che dura negli anni.',
      da: 'Blomster, akvarel og pastel: vælg et motiv, og få det trykt på en gave, der holder i årevis.',
      fr: 'Fleurs, aquarelles et tons pastel : choisissez un motif et imprimez-le sur un cadeau qui dure.',
      pt: 'Flores, aguarelas e tons pastel: escolhe um design e imprime-o num presente que dura anos.',
      cs: 'Květiny, akvarely a pastely: vyberte motiv a nechte ho vytisknout na dárek, který vydrží roky.',
      en: 'Flowers, watercolours and pastels: pick a design and have it printed on a gift that lasts for years.',
    },
  },
  {
    slug: 'personalised-mugs',
    listMode: 'LANDING',
    filter: { articleId: 101 },
    titles: {
      pl: 'Personalizowane kubki',
      es: 'Tazas personalizadas',
      it: 'Tazze personalizzate',
      da: 'Personlige krus',
      fr: 'Mugs personnalisés',
      pt: 'Canecas personalizadas',
      cs: 'Hrnky na přání',
      en: 'Personalised mugs',
    },
    bodies: {
      pl: 'Twój poranny kubek kawy z ulubionym wzorem, zdjęciem lub imieniem. Drukujemy w 48 godzin.',
      es: 'Tu taza de café de cada mañana con tu diseño, foto o nombre favorito. La imprimimos en 48 horas.',
      it: 'La tua tazza del mattino con il design, la foto o il nome che preferisci. La stampiamo in 48 ore.',
      da: 'Dit morgenkrus med dit yndlingsmotiv, foto eller navn. Vi trykker det inden for 48 timer.',
      fr: 'Votre mug du matin avec votre motif, photo ou prénom préféré. Imprimé en 48 heures.',
      pt: 'A tua caneca de todas as manhãs com o teu design, foto ou nome favorito. Impressa em 48 horas.',
      cs: 'Váš ranní hrnek s oblíbeným motivem, fotkou nebo jménem. Tiskneme do 48 hodin.',
      en: 'Your morning mug with your favourite design, photo or name. Printed within 48 hours.',
    },
  },
  {
    slug: 'kids-room',
    listMode: 'LANDING',
    filter: { tagId: 'kids' },
    titles: {
      pl: 'Pokój dziecięcy',
      es: 'Habitación infantil',
      it: 'Cameretta dei bambini',
      da: 'Børneværelset',
      fr: 'Chambre d’enfant',
      pt: 'Quarto de criança',
      cs: 'Dětský pokoj',
      en: "Kids' room",
    },
    bodies: {
      pl: 'Wieloryby, sowy i rakiety na poduszkach, plakatach i puzzlach, które rozweselą każdy pokój.',
      es: 'Ballenas, búhos y cohetes en cojines, pósters y puzles que alegran cualquier habitación.',
      it: 'Balene, gufi e razzi su cuscini, poster e puzzle che rallegrano ogni cameretta.',
      da: 'Hvaler, ugler og raketter på puder, plakater og puslespil, der giver liv til ethvert værelse.',
      fr: 'Baleines, hiboux et fusées sur coussins, affiches et puzzles pour égayer chaque chambre.',
      pt: 'Baleias, corujas e foguetões em almofadas, pósteres e puzzles que alegram qualquer quarto.',
      cs: 'Velryby, sovy a rakety na polštářích, plakátech a puzzle, které rozveselí každý pokoj.',
      en: 'Whales, owls and rockets on cushions, posters and puzzles to brighten up any room.',
    },
  },
  {
    slug: 'photo-gifts',
    listMode: 'LIST',
    filter: {},
    titles: {
      pl: 'Prezenty ze zdjęciem',
      es: 'Regalos con foto',
      it: 'Regali con foto',
      da: 'Fotogaver',
      fr: 'Cadeaux photo',
      pt: 'Presentes com fotografia',
      cs: 'Dárky s fotkou',
      en: 'Photo gifts',
    },
    bodies: {
      pl: 'Każdy nasz produkt możesz ozdobić własnym zdjęciem. Wybierz artykuł i zacznij projektować.',
      es: 'Todos nuestros artículos se pueden personalizar con tu foto. Elige uno y empieza a diseñar.',
      it: 'Ogni nostro articolo si può personalizzare con la tua foto. Scegline uno e inizia a creare.',
      da: 'Alle vores produkter kan få dit eget foto. Vælg et produkt, og begynd at designe.',
      fr: 'Chacun de nos articles se personnalise avec votre photo. Choisissez-en un et commencez à créer.',
      pt: 'Todos os nossos artigos podem levar a tua fotografia. Escolhe um e começa a criar.',
      cs: 'Každý náš produkt můžete ozdobit vlastní fotkou. Vyberte si a začněte tvořit.',
      en: 'Every one of our articles can carry your own photo. Pick one and start designing.',
    },
  },
];
