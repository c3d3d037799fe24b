import type { DemoHelpTopic } from './demo-help-topic.ts';

/** Category 5, "Orders in progress": the ordersWaiting group (17, 21, 33, 29). */
export const ORDERS_WAITING_TOPICS: readonly DemoHelpTopic[] = [
  {
    id: '17',
    categoryId: 5,
    position: 1,
    texts: {
      en: [
        'When will my order be shipped?',
        'We start production as soon as your payment is confirmed. Most orders leave our workshop within 2 to 4 working days; photo books and large canvases can take a little longer. You will receive an e-mail with the tracking number as soon as the parcel is handed to the carrier.',
      ],
      es: [
        '¿Cuándo se enviará mi pedido?',
        'Empezamos a fabricar tu pedido en cuanto se confirma el pago. La mayoría de los pedidos salen de nuestro taller en 2 a 4 días laborables; los álbumes de fotos y los lienzos grandes pueden tardar un poco más. Recibirás un correo con el número de seguimiento en cuanto entreguemos el paquete al transportista.',
      ],
      pl: [
        'Kiedy moje zamówienie zostanie wysłane?',
        'Rozpoczynamy produkcję, gdy tylko płatność zostanie potwierdzona. Większość zamówień opuszcza naszą pracownię w ciągu 2–4 dni roboczych; fotoksiążki i duże obrazy na płótnie mogą potrwać nieco dłużej. Gdy przekażemy paczkę przewoźnikowi, otrzymasz e-mail z numerem przesyłki.',
      ],
      it: [
        'Quando verrà spedito il mio ordine?',
        'Avviamo la produzione non appena il pagamento è confermato. La maggior parte degli ordini lascia il nostro laboratorio entro 2-4 giorni lavorativi; fotolibri e tele di grande formato possono richiedere un po’ di più. Riceverai un’e-mail con il numero di tracciamento appena il pacco sarà affidato al corriere.',
      ],
      da: [
        'Hvornår bliver min ordre sendt?',
        'Vi går i gang med produktionen, så snart din betaling er bekræftet. De fleste ordrer forlader vores værksted inden for 2-4 hverdage; fotobøger og store lærreder kan tage lidt længere tid. Du får en e-mail med trackingnummeret, så snart pakken er overdraget til fragtfirmaet.',
      ],
      fr: [
        'Quand ma commande sera-t-elle expédiée ?',
        'Nous lançons la production dès que votre paiement est confirmé. La plupart des commandes quittent notre atelier en 2 à 4 jours ouvrés ; les livres photo et les grandes toiles peuvent demander un peu plus de temps. Vous recevrez un e-mail avec le numéro de suivi dès que le colis sera remis au transporteur.',
      ],
      pt: [
        'Quando será enviada a minha encomenda?',
        'Começamos a produção assim que o pagamento é confirmado. A maioria das encomendas sai da nossa oficina em 2 a 4 dias úteis; os álbuns de fotografias e as telas grandes podem demorar um pouco mais. Vai receber um e-mail com o número de seguimento assim que a encomenda for entregue à transportadora.',
      ],
      cs: [
        'Kdy bude moje objednávka odeslána?',
        'S výrobou začneme, jakmile je platba potvrzena. Většina objednávek opouští naši dílnu do 2 až 4 pracovních dnů; fotoknihy a velká plátna mohou trvat o něco déle. Jakmile balík předáme dopravci, pošleme vám e-mail s číslem zásilky.',
      ],
    },
  },
  {
    id: '21',
    categoryId: 5,
    position: 2,
    texts: {
      en: [
        'Can I change or cancel my order?',
        'As long as your order has not entered production, we can change the delivery address or cancel it: write to us through the contact form and quote your order number. Once production has started, every item is printed just for you, so it can no longer be changed or cancelled.',
      ],
      es: [
        '¿Puedo modificar o cancelar mi pedido?',
        'Mientras tu pedido no haya entrado en producción, podemos cambiar la dirección de entrega o cancelarlo: escríbenos desde el formulario de contacto indicando tu número de pedido. Una vez empezada la producción, cada artículo se imprime solo para ti, por lo que ya no se puede modificar ni cancelar.',
      ],
      pl: [
        'Czy mogę zmienić lub anulować zamówienie?',
        'Dopóki zamówienie nie trafiło do produkcji, możemy zmienić adres dostawy albo je anulować – napisz do nas przez formularz kontaktowy i podaj numer zamówienia. Po rozpoczęciu produkcji każdy produkt jest drukowany specjalnie dla Ciebie, dlatego nie można go już zmienić ani anulować.',
      ],
      it: [
        'Posso modificare o annullare il mio ordine?',
        'Finché l’ordine non è entrato in produzione possiamo cambiare l’indirizzo di consegna o annullarlo: scrivici dal modulo di contatto indicando il numero d’ordine. Una volta avviata la produzione, ogni articolo viene stampato solo per te e non può più essere modificato né annullato.',
      ],
      da: [
        'Kan jeg ændre eller annullere min ordre?',
        'Så længe din ordre ikke er gået i produktion, kan vi ændre leveringsadressen eller annullere den: skriv til os via kontaktformularen, og oplys dit ordrenummer. Når produktionen er startet, trykkes hver vare specielt til dig, og ordren kan derfor ikke længere ændres eller annulleres.',
      ],
      fr: [
        'Puis-je modifier ou annuler ma commande ?',
        'Tant que votre commande n’est pas entrée en production, nous pouvons changer l’adresse de livraison ou l’annuler : écrivez-nous via le formulaire de contact en indiquant votre numéro de commande. Une fois la production lancée, chaque article est imprimé rien que pour vous et ne peut plus être modifié ni annulé.',
      ],
      pt: [
        'Posso alterar ou cancelar a minha encomenda?',
        'Enquanto a encomenda não entrar em produção, podemos alterar a morada de entrega ou cancelá-la: escreva-nos através do formulário de contacto indicando o número da encomenda. Depois de iniciada a produção, cada artigo é impresso só para si e já não pode ser alterado nem cancelado.',
      ],
      cs: [
        'Mohu objednávku změnit nebo zrušit?',
        'Dokud objednávka nezačala vyrábět, můžeme změnit doručovací adresu nebo ji zrušit – napište nám přes kontaktní formulář a uveďte číslo objednávky. Po zahájení výroby se každý produkt tiskne jen pro vás, a proto jej už nelze změnit ani zrušit.',
      ],
    },
  },
  {
    id: '33',
    categoryId: 5,
    position: 3,
    texts: {
      en: [
        'How do I track my order?',
        'Open “Track my order” and enter your order number together with the postal code and country of the delivery address. You will see every step, from production to delivery. If you have an account, all your orders are also listed under “My orders”.',
      ],
      es: [
        '¿Cómo sigo mi pedido?',
        'Abre «Seguimiento del pedido» e introduce tu número de pedido junto con el código postal y el país de la dirección de entrega. Verás cada paso, desde la producción hasta la entrega. Si tienes cuenta, también encontrarás todos tus pedidos en «Mis pedidos».',
      ],
      pl: [
        'Jak śledzić zamówienie?',
        'Otwórz „Śledzenie zamówienia” i wpisz numer zamówienia oraz kod pocztowy i kraj adresu dostawy. Zobaczysz każdy etap – od produkcji aż po doręczenie. Jeśli masz konto, wszystkie zamówienia znajdziesz także w zakładce „Moje zamówienia”.',
      ],
      it: [
        'Come posso seguire il mio ordine?',
        'Apri «Traccia il mio ordine» e inserisci il numero d’ordine insieme al CAP e al paese dell’indirizzo di consegna. Vedrai ogni fase, dalla produzione alla consegna. Se hai un account, trovi tutti i tuoi ordini anche in «I miei ordini».',
      ],
      da: [
        'Hvordan følger jeg min ordre?',
        'Åbn “Følg min ordre”, og indtast dit ordrenummer sammen med postnummer og land for leveringsadressen. Du kan se hvert trin fra produktion til levering. Har du en konto, finder du også alle dine ordrer under “Mine ordrer”.',
      ],
      fr: [
        'Comment suivre ma commande ?',
        'Ouvrez « Suivre ma commande » et saisissez votre numéro de commande avec le code postal et le pays de l’adresse de livraison. Vous verrez chaque étape, de la production à la livraison. Si vous avez un compte, toutes vos commandes figurent aussi dans « Mes commandes ».',
      ],
      pt: [
        'Como acompanho a minha encomenda?',
        'Abra «Seguir a encomenda» e introduza o número da encomenda juntamente com o código postal e o país da morada de entrega. Verá cada etapa, da produção à entrega. Se tiver conta, encontra também todas as encomendas em «As minhas encomendas».',
      ],
      cs: [
        'Jak mohu sledovat svou objednávku?',
        'Otevřete „Sledování objednávky“ a zadejte číslo objednávky spolu s PSČ a zemí doručovací adresy. Uvidíte každý krok od výroby až po doručení. Pokud máte účet, najdete všechny objednávky také v sekci „Moje objednávky“.',
      ],
    },
  },
  {
    id: '29',
    categoryId: 5,
    position: 4,
    texts: {
      en: [
        'My order is waiting for payment. What should I do?',
        'If you chose bank transfer, the order waits until the money arrives, which usually takes 1 to 2 working days; please use your order number as the payment reference. If a card or online payment failed, you can try again from the order confirmation page. We only start production once the payment has been received.',
      ],
      es: [
        'Mi pedido está pendiente de pago. ¿Qué hago?',
        'Si elegiste transferencia bancaria, el pedido espera hasta que llegue el dinero, lo que suele tardar de 1 a 2 días laborables; indica tu número de pedido como concepto. Si falló un pago con tarjeta u online, puedes intentarlo de nuevo desde la página de confirmación del pedido. Solo empezamos la producción cuando hemos recibido el pago.',
      ],
      pl: [
        'Moje zamówienie czeka na płatność. Co mam zrobić?',
        'Jeśli wybrałeś przelew bankowy, zamówienie czeka na wpływ środków, co zwykle trwa 1–2 dni robocze; w tytule przelewu podaj numer zamówienia. Jeśli płatność kartą lub online się nie powiodła, możesz ją powtórzyć na stronie potwierdzenia zamówienia. Produkcję rozpoczynamy dopiero po otrzymaniu płatności.',
      ],
      it: [
        'Il mio ordine è in attesa di pagamento. Cosa devo fare?',
        'Se hai scelto il bonifico bancario, l’ordine resta in attesa finché non riceviamo l’importo, di solito entro 1-2 giorni lavorativi; indica il numero d’ordine come causale. Se un pagamento con carta o online non è andato a buon fine, puoi riprovare dalla pagina di conferma dell’ordine. Avviamo la produzione solo dopo aver ricevuto il pagamento.',
      ],
      da: [
        'Min ordre afventer betaling. Hvad gør jeg?',
        'Har du valgt bankoverførsel, venter ordren, indtil pengene er modtaget, hvilket normalt tager 1-2 hverdage; brug dit ordrenummer som betalingsreference. Hvis en kort- eller onlinebetaling mislykkedes, kan du prøve igen fra ordrebekræftelsessiden. Vi starter først produktionen, når betalingen er modtaget.',
      ],
      fr: [
        'Ma commande est en attente de paiement. Que faire ?',
        'Si vous avez choisi le virement bancaire, la commande attend la réception des fonds, ce qui prend généralement 1 à 2 jours ouvrés ; indiquez votre numéro de commande en référence. Si un paiement par carte ou en ligne a échoué, vous pouvez réessayer depuis la page de confirmation de commande. Nous ne lançons la production qu’après réception du paiement.',
      ],
      pt: [
        'A minha encomenda está a aguardar pagamento. O que devo fazer?',
        'Se escolheu transferência bancária, a encomenda aguarda a receção do valor, o que costuma demorar 1 a 2 dias úteis; indique o número da encomenda como referência. Se um pagamento com cartão ou online falhou, pode tentar novamente na página de confirmação da encomenda. Só iniciamos a produção depois de recebermos o pagamento.',
      ],
      cs: [
        'Moje objednávka čeká na platbu. Co mám dělat?',
        'Pokud jste zvolili bankovní převod, objednávka čeká na připsání peněz, což obvykle trvá 1 až 2 pracovní dny; jako variabilní symbol nebo zprávu pro příjemce uveďte číslo objednávky. Pokud platba kartou nebo online selhala, můžete ji zopakovat na stránce s potvrzením objednávky. Výrobu zahájíme až po přijetí platby.',
      ],
    },
  },
];
