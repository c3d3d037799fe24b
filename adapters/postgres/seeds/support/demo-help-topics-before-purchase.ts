import type { DemoHelpTopic } from './demo-help-topic.ts';

/** Category 3, "Before you buy": the beforePurchase group (90, 23, 25, 27), plus personalisation and payments. */
export const BEFORE_PURCHASE_TOPICS: readonly DemoHelpTopic[] = [
  {
    id: '90',
    categoryId: 3,
    position: 1,
    texts: {
      en: [
        'How do I personalise a product?',
        'Choose a design or start from a blank article and press “Personalise” to open the editor. Upload your photos, add text and pick the colours: the preview shows exactly what we will print. When you are happy with it, add it to the cart and your design is saved with the order.',
      ],
      es: [
        '¿Cómo personalizo un producto?',
        'Elige un diseño o empieza desde un artículo en blanco y pulsa «Personalizar» para abrir el editor. Sube tus fotos, añade textos y elige los colores: la vista previa muestra exactamente lo que vamos a imprimir. Cuando te guste, añádelo a la cesta y tu diseño se guardará con el pedido.',
      ],
      pl: [
        'Jak spersonalizować produkt?',
        'Wybierz wzór albo zacznij od pustego produktu i kliknij „Personalizuj”, aby otworzyć edytor. Dodaj swoje zdjęcia i teksty oraz wybierz kolory – podgląd pokazuje dokładnie to, co wydrukujemy. Gdy wszystko Ci się podoba, dodaj produkt do koszyka, a projekt zostanie zapisany razem z zamówieniem.',
      ],
      it: [
        'Come personalizzo un prodotto?',
        'Scegli un design o parti da un articolo vuoto e premi «Personalizza» per aprire l’editor. Carica le tue foto, aggiungi testi e scegli i colori: l’anteprima mostra esattamente ciò che stamperemo. Quando ti piace, aggiungilo al carrello e il tuo design verrà salvato con l’ordine.',
      ],
      da: [
        'Hvordan personaliserer jeg et produkt?',
        'Vælg et design, eller start fra et tomt produkt, og tryk på “Personalisér” for at åbne editoren. Upload dine billeder, tilføj tekst og vælg farver – forhåndsvisningen viser præcis det, vi trykker. Når du er tilfreds, lægger du det i kurven, og dit design gemmes sammen med ordren.',
      ],
      fr: [
        'Comment personnaliser un produit ?',
        'Choisissez un motif ou partez d’un article vierge, puis cliquez sur « Personnaliser » pour ouvrir l’éditeur. Importez vos photos, ajoutez du texte et choisissez les couleurs : l’aperçu montre exactement ce que nous imprimerons. Quand le résultat vous plaît, ajoutez-le au panier : votre création est enregistrée avec la commande.',
      ],
      pt: [
        'Como personalizo um produto?',
        'Escolha um design ou comece a partir de um artigo em branco e carregue em «Personalizar» para abrir o editor. Carregue as suas fotografias, adicione texto e escolha as cores: a pré-visualização mostra exatamente o que vamos imprimir. Quando estiver satisfeito, adicione-o ao carrinho e o seu design fica guardado com a encomenda.',
      ],
      cs: [
        'Jak si produkt přizpůsobím?',
        'Vyberte si motiv nebo začněte s prázdným produktem a kliknutím na „Přizpůsobit“ otevřete editor. Nahrajte své fotografie, přidejte text a zvolte barvy – náhled ukazuje přesně to, co vytiskneme. Až budete spokojeni, vložte produkt do košíku a váš návrh se uloží spolu s objednávkou.',
      ],
    },
  },
  {
    id: '23',
    categoryId: 3,
    position: 2,
    texts: {
      en: [
        'What image quality do I need for a sharp print?',
        'Upload JPG or PNG photos in the largest size you have (PDF works for finished artwork). The editor warns you when a photo is too small for the print size; as a rule of thumb, aim for at least 150 pixels per inch of print. Photos sent through messaging apps are usually compressed, so use the original file whenever you can.',
      ],
      es: [
        '¿Qué calidad de imagen necesito para una impresión nítida?',
        'Sube tus fotos en JPG o PNG con el mayor tamaño que tengas (para diseños ya terminados también admitimos PDF). El editor te avisa si una foto es demasiado pequeña para el tamaño de impresión; como referencia, busca al menos 150 píxeles por pulgada impresa. Las fotos enviadas por aplicaciones de mensajería suelen estar comprimidas, así que usa el archivo original siempre que puedas.',
      ],
      pl: [
        'Jakiej jakości zdjęcia potrzebuję do ostrego wydruku?',
        'Przesyłaj zdjęcia w formacie JPG lub PNG w największym rozmiarze, jaki masz (gotowe projekty możesz przesłać także jako PDF). Edytor ostrzeże Cię, gdy zdjęcie jest za małe na wybrany format wydruku; przyjmij, że potrzeba co najmniej 150 pikseli na cal wydruku. Zdjęcia wysyłane przez komunikatory są zwykle skompresowane, dlatego w miarę możliwości używaj oryginalnego pliku.',
      ],
      it: [
        'Che qualità di immagine serve per una stampa nitida?',
        'Carica foto JPG o PNG nella dimensione più grande che hai (per grafiche già pronte va bene anche il PDF). L’editor ti avvisa se una foto è troppo piccola per il formato di stampa; come regola generale, punta ad almeno 150 pixel per pollice stampato. Le foto inviate tramite app di messaggistica sono spesso compresse: quando puoi, usa il file originale.',
      ],
      da: [
        'Hvilken billedkvalitet skal jeg bruge for et skarpt tryk?',
        'Upload JPG- eller PNG-billeder i den største størrelse, du har (færdige layouts kan også uploades som PDF). Editoren advarer dig, hvis et billede er for lille til trykstørrelsen; som tommelfingerregel bør du have mindst 150 pixels pr. tomme tryk. Billeder sendt via beskedapps er ofte komprimerede, så brug den originale fil, når du kan.',
      ],
      fr: [
        'Quelle qualité d’image faut-il pour une impression nette ?',
        'Importez vos photos en JPG ou PNG dans la plus grande taille disponible (le PDF est accepté pour les créations finalisées). L’éditeur vous prévient si une photo est trop petite pour le format d’impression ; visez au moins 150 pixels par pouce imprimé. Les photos envoyées par messagerie sont souvent compressées : utilisez le fichier d’origine dès que possible.',
      ],
      pt: [
        'Que qualidade de imagem preciso para uma impressão nítida?',
        'Carregue fotografias em JPG ou PNG no maior tamanho que tiver (para designs finalizados também aceitamos PDF). O editor avisa-o quando uma fotografia é demasiado pequena para o tamanho de impressão; como referência, procure ter pelo menos 150 píxeis por polegada impressa. As fotografias enviadas por aplicações de mensagens costumam estar comprimidas, por isso use o ficheiro original sempre que puder.',
      ],
      cs: [
        'Jakou kvalitu obrázku potřebuji pro ostrý tisk?',
        'Nahrávejte fotografie ve formátu JPG nebo PNG v co největším rozlišení (hotové grafiky můžete nahrát i jako PDF). Editor vás upozorní, když je fotka pro zvolený formát tisku příliš malá; počítejte alespoň se 150 pixely na palec tisku. Fotky poslané přes chatovací aplikace bývají zkomprimované, proto pokud můžete, použijte původní soubor.',
      ],
    },
  },
  {
    id: '25',
    categoryId: 3,
    position: 3,
    texts: {
      en: [
        'How much does shipping cost and how long does it take?',
        'The shipping cost for your country and postal code is shown in the cart before you pay, and where available you can choose between home delivery and a pickup point. Personalised products are made to order: production usually takes 2 to 4 working days, and delivery then takes 1 to 5 working days depending on the carrier and destination.',
      ],
      es: [
        '¿Cuánto cuesta el envío y cuánto tarda?',
        'El coste de envío para tu país y código postal aparece en la cesta antes de pagar y, donde esté disponible, puedes elegir entre entrega a domicilio o en un punto de recogida. Los productos personalizados se fabrican bajo pedido: la producción suele tardar de 2 a 4 días laborables y la entrega, de 1 a 5 días laborables según el transportista y el destino.',
      ],
      pl: [
        'Ile kosztuje wysyłka i jak długo trwa?',
        'Koszt wysyłki dla Twojego kraju i kodu pocztowego zobaczysz w koszyku przed zapłatą; tam, gdzie to możliwe, wybierzesz dostawę do domu lub do punktu odbioru. Produkty personalizowane wykonujemy na zamówienie: produkcja trwa zwykle od 2 do 4 dni roboczych, a dostawa od 1 do 5 dni roboczych, w zależności od przewoźnika i miejsca docelowego.',
      ],
      it: [
        'Quanto costa la spedizione e quanto tempo richiede?',
        'Il costo di spedizione per il tuo paese e CAP è indicato nel carrello prima del pagamento e, dove disponibile, puoi scegliere tra consegna a domicilio e punto di ritiro. I prodotti personalizzati sono realizzati su ordinazione: la produzione richiede di solito da 2 a 4 giorni lavorativi e la consegna da 1 a 5 giorni lavorativi, a seconda del corriere e della destinazione.',
      ],
      da: [
        'Hvad koster forsendelse, og hvor lang tid tager den?',
        'Fragtprisen for dit land og postnummer vises i kurven, før du betaler, og hvor det er muligt, kan du vælge mellem levering til døren og en pakkeshop. Personaliserede produkter fremstilles på bestilling: produktionen tager normalt 2-4 hverdage, og leveringen derefter 1-5 hverdage afhængigt af fragtfirma og destination.',
      ],
      fr: [
        'Combien coûte la livraison et quel est le délai ?',
        'Les frais de port pour votre pays et votre code postal s’affichent dans le panier avant le paiement ; selon les destinations, vous pouvez choisir la livraison à domicile ou en point relais. Les produits personnalisés sont fabriqués à la commande : la production prend généralement 2 à 4 jours ouvrés, puis la livraison 1 à 5 jours ouvrés selon le transporteur et la destination.',
      ],
      pt: [
        'Quanto custa o envio e quanto tempo demora?',
        'O custo de envio para o seu país e código postal aparece no carrinho antes de pagar e, quando disponível, pode escolher entre entrega em casa ou num ponto de recolha. Os produtos personalizados são feitos por encomenda: a produção demora normalmente 2 a 4 dias úteis e a entrega 1 a 5 dias úteis, consoante a transportadora e o destino.',
      ],
      cs: [
        'Kolik stojí doprava a jak dlouho trvá?',
        'Cenu dopravy pro vaši zemi a PSČ uvidíte v košíku ještě před zaplacením; kde je to možné, můžete si vybrat doručení domů nebo na výdejní místo. Personalizované produkty vyrábíme na zakázku: výroba obvykle trvá 2 až 4 pracovní dny a doručení pak 1 až 5 pracovních dní podle dopravce a místa určení.',
      ],
    },
  },
  {
    id: '27',
    categoryId: 3,
    position: 4,
    texts: {
      en: [
        'Which payment methods can I use?',
        'You can always pay by card or PayPal. Depending on your country we also offer local methods such as Bizum, BLIK, MB WAY, Multibanco, MobilePay, iDEAL or Klarna, as well as bank transfer. The checkout only shows the methods available for your delivery country.',
      ],
      es: [
        '¿Qué formas de pago puedo usar?',
        'Siempre puedes pagar con tarjeta o PayPal. Según tu país, también ofrecemos métodos locales como Bizum, BLIK, MB WAY, Multibanco, MobilePay, iDEAL o Klarna, además de transferencia bancaria. En el pago solo verás los métodos disponibles para tu país de entrega.',
      ],
      pl: [
        'Jakie metody płatności mogę wybrać?',
        'Zawsze możesz zapłacić kartą lub przez PayPal. W zależności od kraju oferujemy też metody lokalne, takie jak BLIK, Bizum, MB WAY, Multibanco, MobilePay, iDEAL czy Klarna, a także przelew bankowy. Przy kasie widoczne są tylko metody dostępne dla kraju dostawy.',
      ],
      it: [
        'Quali metodi di pagamento posso usare?',
        'Puoi sempre pagare con carta o PayPal. A seconda del paese offriamo anche metodi locali come Bizum, BLIK, MB WAY, Multibanco, MobilePay, iDEAL o Klarna, oltre al bonifico bancario. Al momento del pagamento vedrai solo i metodi disponibili per il tuo paese di consegna.',
      ],
      da: [
        'Hvilke betalingsmetoder kan jeg bruge?',
        'Du kan altid betale med kort eller PayPal. Afhængigt af dit land tilbyder vi også lokale metoder som MobilePay, BLIK, Bizum, MB WAY, Multibanco, iDEAL eller Klarna samt bankoverførsel. I kassen vises kun de metoder, der findes for dit leveringsland.',
      ],
      fr: [
        'Quels moyens de paiement puis-je utiliser ?',
        'Vous pouvez toujours payer par carte ou avec PayPal. Selon votre pays, nous proposons aussi des moyens locaux comme Bancontact, iDEAL, Bizum, BLIK, MB WAY, MobilePay ou Klarna, ainsi que le virement bancaire. Le paiement n’affiche que les moyens disponibles pour votre pays de livraison.',
      ],
      pt: [
        'Que métodos de pagamento posso usar?',
        'Pode pagar sempre com cartão ou PayPal. Consoante o país, oferecemos também métodos locais como MB WAY, Multibanco, Bizum, BLIK, MobilePay, iDEAL ou Klarna, além de transferência bancária. No pagamento só aparecem os métodos disponíveis para o seu país de entrega.',
      ],
      cs: [
        'Jaké platební metody mohu použít?',
        'Vždy můžete zaplatit kartou nebo přes PayPal. Podle země nabízíme také místní metody, jako jsou BLIK, Bizum, MB WAY, Multibanco, MobilePay, iDEAL nebo Klarna, a také bankovní převod. V pokladně se zobrazí jen metody dostupné pro vaši zemi doručení.',
      ],
    },
  },
];
