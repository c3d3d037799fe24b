import type { DemoHelpTopic } from './demo-help-topic.ts';

/** Categories 1 (personalisation), 9 (payments and invoices) and 11 (account and newsletter). */
export const MORE_HELP_TOPICS: readonly DemoHelpTopic[] = [
  {
    id: '40',
    categoryId: 1,
    position: 1,
    texts: {
      en: [
        'Can I save my design and finish it later?',
        'Yes. When you are signed in, your designs are kept under “My designs” in your account, where you can open, edit or order them again whenever you like.',
      ],
      es: [
        '¿Puedo guardar mi diseño y terminarlo más tarde?',
        'Sí. Si has iniciado sesión, tus diseños se guardan en «Mis diseños» dentro de tu cuenta, donde puedes abrirlos, editarlos o volver a pedirlos cuando quieras.',
      ],
      pl: [
        'Czy mogę zapisać projekt i dokończyć go później?',
        'Tak. Gdy jesteś zalogowany, Twoje projekty są zapisywane w zakładce „Moje projekty” na koncie – możesz je w każdej chwili otworzyć, edytować lub zamówić ponownie.',
      ],
      it: [
        'Posso salvare il mio design e finirlo più tardi?',
        'Sì. Se hai effettuato l’accesso, i tuoi design vengono salvati in «I miei design» nel tuo account, dove puoi aprirli, modificarli o ordinarli di nuovo quando vuoi.',
      ],
      da: [
        'Kan jeg gemme mit design og gøre det færdigt senere?',
        'Ja. Når du er logget ind, gemmes dine designs under “Mine designs” på din konto, hvor du når som helst kan åbne, redigere eller bestille dem igen.',
      ],
      fr: [
        'Puis-je enregistrer ma création et la terminer plus tard ?',
        'Oui. Lorsque vous êtes connecté, vos créations sont enregistrées dans « Mes créations » de votre compte : vous pouvez les rouvrir, les modifier ou les commander à nouveau quand vous le souhaitez.',
      ],
      pt: [
        'Posso guardar o meu design e terminá-lo mais tarde?',
        'Sim. Com a sessão iniciada, os seus designs ficam guardados em «Os meus designs» na sua conta, onde os pode abrir, editar ou voltar a encomendar sempre que quiser.',
      ],
      cs: [
        'Mohu si návrh uložit a dokončit ho později?',
        'Ano. Když jste přihlášeni, ukládají se vaše návrhy v sekci „Moje návrhy“ ve vašem účtu, kde je můžete kdykoli otevřít, upravit nebo znovu objednat.',
      ],
    },
  },
  {
    id: '41',
    categoryId: 1,
    position: 2,
    texts: {
      en: [
        'Will the print look exactly like the preview?',
        'The preview is made from the same file we send to print, so the layout, texts and cropping are exactly what you see. Colours can vary slightly between screens and between materials such as ceramic, fabric or canvas; bright, well-lit photos give the best results.',
      ],
      es: [
        '¿La impresión será igual que la vista previa?',
        'La vista previa se genera con el mismo archivo que enviamos a imprimir, así que la composición, los textos y el encuadre serán exactamente los que ves. Los colores pueden variar ligeramente según la pantalla y el material, como cerámica, tela o lienzo; las fotos luminosas y bien iluminadas dan los mejores resultados.',
      ],
      pl: [
        'Czy wydruk będzie wyglądał dokładnie jak podgląd?',
        'Podgląd powstaje z tego samego pliku, który wysyłamy do druku, więc układ, teksty i kadrowanie będą dokładnie takie, jak widzisz. Kolory mogą się nieznacznie różnić w zależności od ekranu i materiału, np. ceramiki, tkaniny czy płótna; najlepiej sprawdzają się jasne, dobrze oświetlone zdjęcia.',
      ],
      it: [
        'La stampa sarà identica all’anteprima?',
        'L’anteprima è generata dallo stesso file che inviamo in stampa, quindi impaginazione, testi e ritaglio saranno esattamente quelli che vedi. I colori possono variare leggermente a seconda dello schermo e del materiale, come ceramica, tessuto o tela; le foto luminose e ben illuminate danno i risultati migliori.',
      ],
      da: [
        'Ser trykket præcis ud som forhåndsvisningen?',
        'Forhåndsvisningen laves ud fra den samme fil, som vi sender til tryk, så layout, tekst og beskæring er præcis, som du ser det. Farverne kan variere en smule mellem skærme og materialer som keramik, stof eller lærred; lyse, godt belyste billeder giver det bedste resultat.',
      ],
      fr: [
        'L’impression sera-t-elle identique à l’aperçu ?',
        'L’aperçu est généré à partir du fichier même que nous envoyons à l’impression : la mise en page, les textes et le cadrage seront exactement ceux que vous voyez. Les couleurs peuvent légèrement varier selon l’écran et la matière (céramique, textile, toile) ; les photos claires et bien éclairées donnent les meilleurs résultats.',
      ],
      pt: [
        'A impressão vai ficar igual à pré-visualização?',
        'A pré-visualização é gerada a partir do mesmo ficheiro que enviamos para impressão, por isso a composição, os textos e o enquadramento serão exatamente os que vê. As cores podem variar ligeiramente consoante o ecrã e o material, como cerâmica, tecido ou tela; fotografias claras e bem iluminadas dão os melhores resultados.',
      ],
      cs: [
        'Bude tisk vypadat přesně jako náhled?',
        'Náhled vzniká ze stejného souboru, který posíláme do tisku, takže rozvržení, texty i ořez budou přesně takové, jak je vidíte. Barvy se mohou mírně lišit podle obrazovky a materiálu, například keramiky, látky nebo plátna; nejlepších výsledků dosáhnete se světlými, dobře nasvícenými fotografiemi.',
      ],
    },
  },
  {
    id: '50',
    categoryId: 9,
    position: 1,
    texts: {
      en: [
        'Is it safe to pay online?',
        'Yes. Payments are handled by certified payment providers on their own secure pages; we never see or store your card details.',
      ],
      es: [
        '¿Es seguro pagar online?',
        'Sí. Los pagos los gestionan proveedores de pago certificados en sus propias páginas seguras; nunca vemos ni guardamos los datos de tu tarjeta.',
      ],
      pl: [
        'Czy płatność online jest bezpieczna?',
        'Tak. Płatności obsługują certyfikowani operatorzy płatności na swoich bezpiecznych stronach; nigdy nie widzimy ani nie przechowujemy danych Twojej karty.',
      ],
      it: [
        'È sicuro pagare online?',
        'Sì. I pagamenti sono gestiti da fornitori certificati sulle loro pagine sicure; non vediamo né conserviamo mai i dati della tua carta.',
      ],
      da: [
        'Er det sikkert at betale online?',
        'Ja. Betalinger håndteres af certificerede betalingsudbydere på deres egne sikre sider; vi ser eller gemmer aldrig dine kortoplysninger.',
      ],
      fr: [
        'Le paiement en ligne est-il sécurisé ?',
        'Oui. Les paiements sont traités par des prestataires certifiés sur leurs propres pages sécurisées ; nous ne voyons ni ne conservons jamais les données de votre carte.',
      ],
      pt: [
        'É seguro pagar online?',
        'Sim. Os pagamentos são processados por prestadores de pagamento certificados nas suas próprias páginas seguras; nunca vemos nem guardamos os dados do seu cartão.',
      ],
      cs: [
        'Je platba online bezpečná?',
        'Ano. Platby zpracovávají certifikovaní poskytovatelé na svých vlastních zabezpečených stránkách; údaje o vaší kartě nikdy nevidíme ani neukládáme.',
      ],
    },
  },
  {
    id: '51',
    categoryId: 9,
    position: 2,
    texts: {
      en: [
        'Can I get an invoice?',
        'Yes. Choose “Company” at checkout and enter the company name and VAT number: the invoice is issued in that name and sent to you by e-mail once the order has shipped.',
      ],
      es: [
        '¿Puedo obtener una factura?',
        'Sí. Elige «Empresa» al finalizar la compra e introduce la razón social y el NIF: emitiremos la factura a ese nombre y te la enviaremos por correo cuando el pedido se haya enviado.',
      ],
      pl: [
        'Czy mogę otrzymać fakturę?',
        'Tak. Przy składaniu zamówienia wybierz „Firma” i podaj nazwę firmy oraz numer NIP – fakturę wystawimy na tę firmę i wyślemy e-mailem po wysłaniu zamówienia.',
      ],
      it: [
        'Posso ricevere una fattura?',
        'Sì. Al momento dell’ordine scegli «Azienda» e inserisci ragione sociale e partita IVA: emetteremo la fattura a quel nome e te la invieremo via e-mail dopo la spedizione.',
      ],
      da: [
        'Kan jeg få en faktura?',
        'Ja. Vælg “Virksomhed” i kassen, og angiv firmanavn og CVR-/momsnummer: fakturaen udstedes i det navn og sendes til dig pr. e-mail, når ordren er afsendt.',
      ],
      fr: [
        'Puis-je obtenir une facture ?',
        'Oui. Choisissez « Entreprise » lors de la commande et indiquez la raison sociale et le numéro de TVA : la facture est établie à ce nom et vous est envoyée par e-mail dès l’expédition de la commande.',
      ],
      pt: [
        'Posso obter uma fatura?',
        'Sim. Escolha «Empresa» ao finalizar a compra e indique o nome da empresa e o NIF: a fatura é emitida em nome da empresa e enviada por e-mail quando a encomenda for expedida.',
      ],
      cs: [
        'Mohu dostat fakturu?',
        'Ano. V pokladně zvolte „Firma“ a zadejte název firmy a DIČ – fakturu vystavíme na tuto firmu a po odeslání objednávky vám ji pošleme e-mailem.',
      ],
    },
  },
  {
    id: '60',
    categoryId: 11,
    position: 1,
    texts: {
      en: [
        'I forgot my password',
        'Click “Forgot your password?” on the sign-in page and enter your e-mail address. We will send you a link to choose a new password; it is valid for a limited time and can be used only once.',
      ],
      es: [
        'He olvidado mi contraseña',
        'Pulsa «¿Has olvidado tu contraseña?» en la página de inicio de sesión e introduce tu correo electrónico. Te enviaremos un enlace para elegir una nueva contraseña; es válido durante un tiempo limitado y solo se puede usar una vez.',
      ],
      pl: [
        'Nie pamiętam hasła',
        'Kliknij „Nie pamiętasz hasła?” na stronie logowania i wpisz swój adres e-mail. Wyślemy Ci link do ustawienia nowego hasła; jest ważny przez ograniczony czas i można go użyć tylko raz.',
      ],
      it: [
        'Ho dimenticato la password',
        'Fai clic su «Password dimenticata?» nella pagina di accesso e inserisci il tuo indirizzo e-mail. Ti invieremo un link per scegliere una nuova password; è valido per un tempo limitato e si può usare una sola volta.',
      ],
      da: [
        'Jeg har glemt min adgangskode',
        'Klik på “Glemt adgangskode?” på login-siden, og indtast din e-mailadresse. Vi sender dig et link til at vælge en ny adgangskode; det gælder i begrænset tid og kan kun bruges én gang.',
      ],
      fr: [
        'J’ai oublié mon mot de passe',
        'Cliquez sur « Mot de passe oublié ? » sur la page de connexion et saisissez votre adresse e-mail. Nous vous enverrons un lien pour choisir un nouveau mot de passe ; il est valable pour une durée limitée et ne peut servir qu’une fois.',
      ],
      pt: [
        'Esqueci-me da palavra-passe',
        'Clique em «Esqueceu-se da palavra-passe?» na página de início de sessão e introduza o seu e-mail. Enviamos-lhe uma ligação para escolher uma nova palavra-passe; é válida durante um tempo limitado e só pode ser usada uma vez.',
      ],
      cs: [
        'Zapomněl(a) jsem heslo',
        'Na přihlašovací stránce klikněte na „Zapomněli jste heslo?“ a zadejte svůj e-mail. Pošleme vám odkaz pro nastavení nového hesla; platí omezenou dobu a lze ho použít jen jednou.',
      ],
    },
  },
  {
    id: '61',
    categoryId: 11,
    position: 2,
    texts: {
      en: [
        'How do I unsubscribe from the newsletter?',
        'Every newsletter has an “Unsubscribe” link at the bottom: one click is enough, and your e-mail app may also show its own unsubscribe button. You can sign up again at any time on the newsletter page.',
      ],
      es: [
        '¿Cómo me doy de baja de la newsletter?',
        'Todas las newsletters incluyen al final un enlace «Darse de baja»: basta con un clic, y tu aplicación de correo también puede mostrar su propio botón para darte de baja. Puedes volver a suscribirte cuando quieras desde la página de la newsletter.',
      ],
      pl: [
        'Jak zrezygnować z newslettera?',
        'Na dole każdego newslettera znajduje się link „Wypisz się” – wystarczy jedno kliknięcie, a Twoja aplikacja pocztowa może też pokazać własny przycisk rezygnacji. W każdej chwili możesz zapisać się ponownie na stronie newslettera.',
      ],
      it: [
        'Come annullo l’iscrizione alla newsletter?',
        'In fondo a ogni newsletter trovi il link «Annulla iscrizione»: basta un clic, e la tua app di posta può mostrare anche un proprio pulsante per disiscriverti. Puoi iscriverti di nuovo in qualsiasi momento dalla pagina della newsletter.',
      ],
      da: [
        'Hvordan afmelder jeg nyhedsbrevet?',
        'Nederst i hvert nyhedsbrev er der et link til at afmelde: ét klik er nok, og din mailapp kan også vise sin egen afmeldingsknap. Du kan altid tilmelde dig igen på nyhedsbrevssiden.',
      ],
      fr: [
        'Comment me désabonner de la newsletter ?',
        'Chaque newsletter contient en bas un lien « Se désabonner » : un clic suffit, et votre messagerie peut aussi afficher son propre bouton de désabonnement. Vous pouvez vous réinscrire à tout moment depuis la page newsletter.',
      ],
      pt: [
        'Como cancelo a subscrição da newsletter?',
        'Todas as newsletters têm no final uma ligação «Cancelar subscrição»: basta um clique, e a sua aplicação de e-mail também pode mostrar um botão próprio para o efeito. Pode voltar a subscrever em qualquer momento na página da newsletter.',
      ],
      cs: [
        'Jak se odhlásím z odběru newsletteru?',
        'V patičce každého newsletteru je odkaz „Odhlásit odběr“ – stačí jedno kliknutí a váš e-mailový program může zobrazit i vlastní tlačítko pro odhlášení. Přihlásit se můžete kdykoli znovu na stránce newsletteru.',
      ],
    },
  },
];
