import type { DemoHelpTopic } from './demo-help-topic.ts';

/** Category 7, "Orders received": the ordersReceived group (8, 11, 26, 31). */
export const ORDERS_RECEIVED_TOPICS: readonly DemoHelpTopic[] = [
  {
    id: '8',
    categoryId: 7,
    position: 1,
    texts: {
      en: [
        'My order arrived damaged or with a printing defect',
        'We are sorry! Write to us through the contact form within 14 days of delivery, quote your order number and describe what is wrong; our team may ask you for a photo. We will reprint the item at no cost or refund it, whichever you prefer.',
      ],
      es: [
        'Mi pedido ha llegado dañado o con un defecto de impresión',
        '¡Lo sentimos! Escríbenos desde el formulario de contacto en los 14 días siguientes a la entrega, indica tu número de pedido y cuéntanos qué ocurre; puede que te pidamos una foto. Volveremos a imprimir el artículo sin coste o te devolveremos el importe, lo que prefieras.',
      ],
      pl: [
        'Zamówienie dotarło uszkodzone lub z błędem druku',
        'Przykro nam! Napisz do nas przez formularz kontaktowy w ciągu 14 dni od doręczenia, podaj numer zamówienia i opisz problem – możemy poprosić o zdjęcie. Bezpłatnie wydrukujemy produkt ponownie albo zwrócimy pieniądze, jak wolisz.',
      ],
      it: [
        'Il mio ordine è arrivato danneggiato o con un difetto di stampa',
        'Ci dispiace! Scrivici dal modulo di contatto entro 14 giorni dalla consegna, indica il numero d’ordine e descrivi il problema; potremmo chiederti una foto. Ristamperemo l’articolo gratuitamente oppure ti rimborseremo, come preferisci.',
      ],
      da: [
        'Min ordre er ankommet beskadiget eller med en trykfejl',
        'Det er vi kede af! Skriv til os via kontaktformularen senest 14 dage efter levering, oplys dit ordrenummer, og beskriv problemet – vi beder dig måske om et billede. Vi trykker varen igen uden beregning eller refunderer den, som du foretrækker.',
      ],
      fr: [
        'Ma commande est arrivée abîmée ou avec un défaut d’impression',
        'Nous en sommes désolés ! Écrivez-nous via le formulaire de contact dans les 14 jours suivant la livraison, en indiquant votre numéro de commande et le problème constaté ; nous pourrons vous demander une photo. Nous réimprimerons l’article gratuitement ou vous le rembourserons, comme vous préférez.',
      ],
      pt: [
        'A minha encomenda chegou danificada ou com um defeito de impressão',
        'Lamentamos! Escreva-nos através do formulário de contacto nos 14 dias seguintes à entrega, indique o número da encomenda e descreva o problema; poderemos pedir-lhe uma fotografia. Voltamos a imprimir o artigo sem custos ou reembolsamos o valor, como preferir.',
      ],
      cs: [
        'Objednávka dorazila poškozená nebo s chybou tisku',
        'To nás mrzí! Napište nám přes kontaktní formulář do 14 dnů od doručení, uveďte číslo objednávky a popište problém; můžeme vás požádat o fotografii. Produkt vám zdarma vytiskneme znovu, nebo vrátíme peníze – podle toho, co vám vyhovuje víc.',
      ],
    },
  },
  {
    id: '11',
    categoryId: 7,
    position: 2,
    texts: {
      en: [
        'Can I return a product?',
        'Personalised products are made especially for you, so the legal right of withdrawal does not apply to them. Of course, if an item is defective, damaged or not what you ordered, we will replace or refund it. Items without personalisation can be returned within 14 days of delivery.',
      ],
      es: [
        '¿Puedo devolver un producto?',
        'Los productos personalizados se fabrican especialmente para ti, por lo que no se les aplica el derecho legal de desistimiento. Por supuesto, si un artículo es defectuoso, llega dañado o no es lo que pediste, te lo cambiamos o te devolvemos el dinero. Los artículos sin personalizar pueden devolverse en los 14 días siguientes a la entrega.',
      ],
      pl: [
        'Czy mogę zwrócić produkt?',
        'Produkty personalizowane wykonujemy specjalnie dla Ciebie, dlatego nie obejmuje ich ustawowe prawo odstąpienia od umowy. Oczywiście, jeśli produkt jest wadliwy, uszkodzony lub niezgodny z zamówieniem, wymienimy go lub zwrócimy pieniądze. Produkty bez personalizacji możesz zwrócić w ciągu 14 dni od doręczenia.',
      ],
      it: [
        'Posso restituire un prodotto?',
        'I prodotti personalizzati sono realizzati apposta per te, quindi non sono soggetti al diritto di recesso. Naturalmente, se un articolo è difettoso, danneggiato o non corrisponde all’ordine, lo sostituiamo o ti rimborsiamo. Gli articoli non personalizzati possono essere resi entro 14 giorni dalla consegna.',
      ],
      da: [
        'Kan jeg returnere et produkt?',
        'Personaliserede produkter er lavet specielt til dig, og derfor gælder fortrydelsesretten ikke for dem. Er en vare defekt, beskadiget eller ikke den, du bestilte, erstatter eller refunderer vi den selvfølgelig. Varer uden personalisering kan returneres inden for 14 dage efter levering.',
      ],
      fr: [
        'Puis-je retourner un produit ?',
        'Les produits personnalisés sont fabriqués spécialement pour vous : le droit légal de rétractation ne s’applique donc pas. Bien entendu, si un article est défectueux, abîmé ou ne correspond pas à votre commande, nous le remplaçons ou le remboursons. Les articles non personnalisés peuvent être retournés dans les 14 jours suivant la livraison.',
      ],
      pt: [
        'Posso devolver um produto?',
        'Os produtos personalizados são feitos especialmente para si, pelo que não se lhes aplica o direito legal de livre resolução. Claro que, se um artigo tiver defeito, chegar danificado ou não corresponder ao que encomendou, substituímo-lo ou reembolsamos o valor. Os artigos sem personalização podem ser devolvidos nos 14 dias seguintes à entrega.',
      ],
      cs: [
        'Mohu produkt vrátit?',
        'Personalizované produkty vyrábíme přímo pro vás, a proto se na ně nevztahuje zákonné právo na odstoupení od smlouvy. Pokud je ale zboží vadné, poškozené nebo neodpovídá objednávce, samozřejmě ho vyměníme nebo vrátíme peníze. Zboží bez personalizace můžete vrátit do 14 dnů od doručení.',
      ],
    },
  },
  {
    id: '26',
    categoryId: 7,
    position: 3,
    texts: {
      en: [
        'Something is missing from my order',
        'Orders with several items are sometimes sent in more than one parcel: check the tracking page to see whether another parcel is still on its way. If everything has been delivered and something is still missing, contact us within 14 days quoting your order number and we will send it straight away.',
      ],
      es: [
        'Falta algo en mi pedido',
        'Los pedidos con varios artículos a veces se envían en más de un paquete: consulta la página de seguimiento para ver si todavía hay otro en camino. Si ya se ha entregado todo y sigue faltando algo, escríbenos en un plazo de 14 días indicando tu número de pedido y te lo enviaremos enseguida.',
      ],
      pl: [
        'W zamówieniu czegoś brakuje',
        'Zamówienia z kilkoma produktami wysyłamy czasem w kilku paczkach – sprawdź na stronie śledzenia, czy kolejna paczka jest jeszcze w drodze. Jeśli wszystko zostało doręczone, a czegoś nadal brakuje, napisz do nas w ciągu 14 dni, podając numer zamówienia, a od razu wyślemy brakujący produkt.',
      ],
      it: [
        'Manca qualcosa nel mio ordine',
        'Gli ordini con più articoli a volte vengono spediti in più pacchi: controlla nella pagina di tracciamento se un altro pacco è ancora in viaggio. Se è stato consegnato tutto e manca ancora qualcosa, contattaci entro 14 giorni indicando il numero d’ordine e te lo spediremo subito.',
      ],
      da: [
        'Der mangler noget i min ordre',
        'Ordrer med flere varer sendes nogle gange i mere end én pakke – tjek på trackingsiden, om der stadig er en pakke på vej. Hvis alt er leveret, og der stadig mangler noget, så kontakt os inden for 14 dage med dit ordrenummer, så sender vi det med det samme.',
      ],
      fr: [
        'Il manque quelque chose dans ma commande',
        'Les commandes de plusieurs articles partent parfois en plusieurs colis : vérifiez sur la page de suivi si un autre colis est encore en route. Si tout a été livré et qu’il manque toujours quelque chose, contactez-nous dans les 14 jours en indiquant votre numéro de commande et nous vous l’enverrons aussitôt.',
      ],
      pt: [
        'Falta alguma coisa na minha encomenda',
        'As encomendas com vários artigos são por vezes enviadas em mais do que uma embalagem: consulte a página de seguimento para ver se ainda há outra a caminho. Se já foi tudo entregue e continua a faltar alguma coisa, contacte-nos no prazo de 14 dias indicando o número da encomenda e enviamos-lha de imediato.',
      ],
      cs: [
        'V objednávce něco chybí',
        'Objednávky s více produkty někdy posíláme ve více balících – na stránce sledování zkontrolujte, zda je další balík ještě na cestě. Pokud bylo vše doručeno a něco stále chybí, napište nám do 14 dnů s číslem objednávky a chybějící zboží vám hned pošleme.',
      ],
    },
  },
  {
    id: '31',
    categoryId: 7,
    position: 4,
    texts: {
      en: [
        'When will I get my refund?',
        'Refunds for card, PayPal and other online payments go back to the same method within 5 to 10 working days of our confirmation. If you paid by bank transfer, we will e-mail you a link where you enter the IBAN and account holder for the refund.',
      ],
      es: [
        '¿Cuándo recibiré mi reembolso?',
        'Los reembolsos de pagos con tarjeta, PayPal y otros métodos online se devuelven al mismo método en un plazo de 5 a 10 días laborables desde nuestra confirmación. Si pagaste por transferencia bancaria, te enviaremos por correo un enlace para que indiques el IBAN y el titular de la cuenta.',
      ],
      pl: [
        'Kiedy otrzymam zwrot pieniędzy?',
        'Zwroty płatności kartą, PayPal i innymi metodami online trafiają na tę samą metodę płatności w ciągu 5–10 dni roboczych od naszego potwierdzenia. Jeśli płaciłeś przelewem, wyślemy Ci e-mailem link, pod którym podasz numer IBAN i właściciela rachunku.',
      ],
      it: [
        'Quando riceverò il rimborso?',
        'I rimborsi dei pagamenti con carta, PayPal e altri metodi online vengono accreditati sullo stesso metodo entro 5-10 giorni lavorativi dalla nostra conferma. Se hai pagato con bonifico, ti invieremo via e-mail un link per indicare l’IBAN e l’intestatario del conto.',
      ],
      da: [
        'Hvornår får jeg mine penge tilbage?',
        'Refusioner af betalinger med kort, PayPal og andre onlinemetoder sendes tilbage til samme betalingsmetode inden for 5-10 hverdage efter vores bekræftelse. Har du betalt med bankoverførsel, sender vi dig en e-mail med et link, hvor du angiver IBAN og kontohaver.',
      ],
      fr: [
        'Quand serai-je remboursé ?',
        'Les remboursements des paiements par carte, PayPal et autres moyens en ligne sont crédités sur le même moyen de paiement sous 5 à 10 jours ouvrés après notre confirmation. Si vous avez payé par virement, nous vous enverrons par e-mail un lien pour saisir l’IBAN et le titulaire du compte.',
      ],
      pt: [
        'Quando recebo o meu reembolso?',
        'Os reembolsos de pagamentos com cartão, PayPal e outros métodos online são devolvidos ao mesmo método no prazo de 5 a 10 dias úteis após a nossa confirmação. Se pagou por transferência bancária, enviamos-lhe por e-mail uma ligação para indicar o IBAN e o titular da conta.',
      ],
      cs: [
        'Kdy dostanu peníze zpět?',
        'Platby kartou, přes PayPal a další online metody vracíme stejnou cestou do 5 až 10 pracovních dnů od našeho potvrzení. Pokud jste platili bankovním převodem, pošleme vám e-mailem odkaz, kde zadáte IBAN a majitele účtu.',
      ],
    },
  },
];
