import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { ResultAsync } from 'neverthrow';
import { storeFor } from '../../core/domain/site/stores.ts';
import type { InvoiceDocument } from '../../core/shop/invoices/invoice.ts';
import type { InvoiceRenderer, InvoiceRenderFailure } from '../../core/shop/invoices/invoice-renderer.port.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.12, 0.12, 0.14);
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.8, 0.8, 0.82);

/** DM Sans (SIL Open Font License, the storefront's own face) as TTF: every letter of the stores' languages. */
const FONT_FILES = {
  regular: '@expo-google-fonts/dm-sans/400Regular/DMSans_400Regular.ttf',
  bold: '@expo-google-fonts/dm-sans/700Bold/DMSans_700Bold.ttf',
} as const;

const resolveFont = createRequire(import.meta.url).resolve;

/** The font files, read once per process; a failed read is tried again by the next invoice. */
let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
const loadFonts = () => {
  fontBytes ??= Promise.all([readFile(resolveFont(FONT_FILES.regular)), readFile(resolveFont(FONT_FILES.bold))])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      fontBytes = undefined;
      throw error;
    });
  return fontBytes;
};

/** A sign the font lacks (an emoji, another script) prints without its accent or as '?', never as an empty box. */
const printable = (font: PDFFont) => {
  const glyphs = new Set(font.getCharacterSet());
  const fits = (text: string) => Array.from(text).every((ch) => glyphs.has(ch.codePointAt(0) ?? -1));
  return (text: string): string =>
    Array.from(text.replace(/[\u202f\u2009]/g, ' '), (ch) => {
      const bare = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return fits(ch) ? ch : fits(bare) ? bare : '?';
    }).join('');
};

type Pen = {
  readonly text: (
    text: string,
    x: number,
    y: number,
    options?: { size?: number; bold?: boolean; right?: boolean; muted?: boolean },
  ) => void;
  readonly rule: (y: number) => void;
};

const penFor = (page: PDFPage, regular: PDFFont, bold: PDFFont): Pen => {
  const show = { regular: printable(regular), bold: printable(bold) };
  return {
    text: (text, x, y, options = {}) => {
      const font = options.bold === true ? bold : regular;
      const size = options.size ?? 10;
      const shown = (options.bold === true ? show.bold : show.regular)(text);
      const left = options.right === true ? x - font.widthOfTextAtSize(shown, size) : x;
      page.drawText(shown, { x: left, y, size, font, color: options.muted === true ? MUTED : INK });
    },
    rule: (y) =>
      page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.75, color: RULE }),
  };
};

const drawInvoice = async (invoice: InvoiceDocument): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  // Fixed metadata: the same document gives the same bytes, whenever it is drawn.
  const issued = new Date(`${invoice.issuedOn}T00:00:00Z`);
  pdf.setTitle(`${invoice.labels.title} ${invoice.number}`);
  pdf.setAuthor(invoice.seller.name);
  pdf.setCreator(invoice.seller.name);
  pdf.setProducer('Estampa');
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  pdf.setLanguage(invoice.locale);
  pdf.registerFontkit(fontkit);
  const fonts = await loadFonts();
  // Only the letters used are embedded, which keeps an invoice to a few tens of kilobytes.
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  const page = pdf.addPage(A4);
  const pen = penFor(page, regular, bold);
  const { labels } = invoice;
  const money = new Intl.NumberFormat(storeFor(invoice.store).languageTag, {
    style: 'currency',
    currency: invoice.currency,
  });
  const amount = (minor: number) => money.format(minor / 100);
  const right = A4[0] - MARGIN;

  let y = A4[1] - MARGIN - 10;
  pen.text(invoice.seller.name, MARGIN, y, { size: 16, bold: true });
  pen.text(labels.title, right, y, { size: 20, bold: true, right: true });
  y -= 26;
  for (const [label, value] of [
    [labels.number, invoice.number],
    [labels.issuedOn, invoice.issuedOn],
    [labels.order, invoice.orderPublicId],
    [labels.orderedOn, invoice.orderedOn],
    ...(invoice.corrects === undefined
      ? []
      : [[invoice.corrects.label, `${invoice.corrects.number} (${invoice.corrects.issuedOn})`] as const]),
  ] as const) {
    pen.text(`${label}: ${value}`, right, y, { right: true });
    y -= 14;
  }

  y -= 14;
  const party = (title: string, x: number, who: InvoiceDocument['seller']) => {
    let at = y;
    pen.text(title.toUpperCase(), x, at, { size: 8, bold: true, muted: true });
    at -= 14;
    pen.text(who.name, x, at, { bold: true });
    at -= 13;
    if (who.taxId !== null) {
      pen.text(`${labels.taxId}: ${who.taxId}`, x, at);
      at -= 13;
    }
    for (const line of who.lines) {
      pen.text(line, x, at);
      at -= 13;
    }
    return at;
  };
  y = Math.min(party(labels.seller, MARGIN, invoice.seller), party(labels.buyer, A4[0] / 2, invoice.buyer)) - 20;

  const columns = { quantity: 360, unit: 450, amount: right };
  pen.text(labels.description, MARGIN, y, { bold: true });
  pen.text(labels.quantity, columns.quantity, y, { bold: true, right: true });
  pen.text(labels.unitPrice, columns.unit, y, { bold: true, right: true });
  pen.text(labels.amount, columns.amount, y, { bold: true, right: true });
  y -= 8;
  pen.rule(y);
  y -= 16;
  for (const line of invoice.lines) {
    pen.text(line.description.slice(0, 48), MARGIN, y);
    pen.text(String(line.quantity), columns.quantity, y, { right: true });
    pen.text(amount(line.unitGross), columns.unit, y, { right: true });
    pen.text(amount(line.totalGross), columns.amount, y, { right: true });
    y -= 16;
  }
  pen.rule(y + 6);
  y -= 12;

  const total = (label: string, value: string, strong = false) => {
    pen.text(label, columns.unit, y, { right: true, bold: strong, size: strong ? 12 : 10 });
    pen.text(value, columns.amount, y, { right: true, bold: strong, size: strong ? 12 : 10 });
    y -= strong ? 20 : 15;
  };
  total(labels.shipping, amount(invoice.shipping));
  // A credit note's discount is negative: it is printed as the amount given back.
  if (invoice.discount !== 0) total(labels.discount, amount(-invoice.discount));
  total(labels.net, amount(invoice.vat.net));
  total(`${labels.vat} ${String(invoice.vat.ratePercent)} %`, amount(invoice.vat.vat));
  total(labels.total, amount(invoice.vat.gross), true);

  pen.text(labels.pricesIncludeVat, MARGIN, MARGIN, { size: 8, muted: true });
  return pdf.save({ useObjectStreams: false });
};

const renderFailure = (cause: unknown): InvoiceRenderFailure => ({
  type: 'InvoiceRenderFailure',
  cause: String(cause),
});

/** Invoices drawn with pdf-lib on an A4 page in embedded DM Sans, so every customer's name prints as written. */
export const pdfLibInvoiceRenderer = (): InvoiceRenderer => ({
  render: (invoice) => ResultAsync.fromPromise(drawInvoice(invoice), renderFailure),
});
