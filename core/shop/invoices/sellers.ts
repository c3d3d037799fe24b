import type { StoreSlug } from '../../domain/site/stores.ts';
import type { InvoiceParty } from './invoice.ts';

const estampa = (taxId: string, lines: readonly string[]): InvoiceParty => ({
  name: 'Estampa Print S.L.',
  taxId,
  lines,
});

/** Who sells in each store, as its invoices name them. */
export const SELLERS: { readonly [S in StoreSlug]: InvoiceParty } = {
  'WPX-PL': estampa('PL5260001246', ['ul. Drukarska 12', '00-950 Warszawa', 'Polska']),
  'WPX-ES': estampa('ESB12345678', ['Calle de la Imprenta 7', '28001 Madrid', 'España']),
  'WPX-IT': estampa('IT01234567890', ['Via della Stampa 3', '20121 Milano', 'Italia']),
  'WPX-DK': estampa('DK12345678', ['Trykkerivej 5', '1050 København', 'Danmark']),
  'WPX-FR': estampa('FR40123456789', ["12 rue de l'Imprimerie", '75002 Paris', 'France']),
  'WPX-PT': estampa('PT123456789', ['Rua da Tipografia 9', '1100-148 Lisboa', 'Portugal']),
  'WPX-CZ': estampa('CZ12345678', ['Tiskařská 4', '110 00 Praha', 'Česko']),
  'TZ-ES': {
    name: 'Tintazul Impresión S.L.',
    taxId: 'ESB87654321',
    lines: ['Avenida del Papel 21', '46001 Valencia', 'España'],
  },
};
