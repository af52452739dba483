import PDFDocument from 'pdfkit';
import { localeInfo, type Locale } from '@store/locales';
import { fill } from '@store/mail';
import type { FontWeight, InvoiceFonts } from '../invoices/pdf/invoice-fonts.ts';

/**
 * What the store's printed documents share (the invoice, docs/invoice-documents.md; the quote,
 * docs/quotes.md): the page size per locale, the margins, text in the first font that has its
 * glyphs, rules, label and value rows, and the footer with the document's number and page count.
 */

/** North American stores print on US Letter, the others on A4. */
const LETTER_LOCALES: readonly Locale[] = ['en-us', 'en-ca', 'fr-ca'];

export const MARGIN = 50;
const FOOTER = 30;
export const GREY = '#555555';
const RULE = '#999999';

export interface PdfPage {
  doc: PDFKit.PDFDocument;
  fonts: InvoiceFonts;
  left: number;
  width: number;
}

export interface TextOptions {
  weight?: FontWeight;
  size?: number;
  color?: string;
  width?: number;
  align?: 'left' | 'right';
}

/** Intl's narrow and thin spaces (fr-CA amounts) as the no-break space every font of the set has. */
const printable = (text: string) => text.replace(/[\u2009\u202f]/g, '\u00a0');

/** Writes at (x, y) in the first font that has every glyph of the text; answers the text's height. */
export function write(page: PdfPage, raw: string, x: number, y: number, options: TextOptions = {}): number {
  const { doc } = page;
  const text = printable(raw);
  const width = options.width ?? page.width - (x - page.left);
  doc
    .font(page.fonts.pick(text, options.weight ?? 'regular'))
    .fontSize(options.size ?? 9)
    .fillColor(options.color ?? 'black');
  const height = doc.heightOfString(text, { width });
  doc.text(text, x, y, { width, align: options.align ?? 'left', lineBreak: true });
  return height;
}

export function rule(page: PdfPage, y: number): void {
  page.doc
    .moveTo(page.left, y)
    .lineTo(page.left + page.width, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

/** Label and value pairs, the value right-aligned; answers where they end. */
export function facts(
  page: PdfPage,
  rows: readonly (readonly [string, string])[],
  x: number,
  y: number,
  width: number,
  style: Pick<TextOptions, 'weight' | 'size'> = {},
) {
  let at = y;
  const label = { ...style, color: style.weight === 'bold' ? 'black' : GREY, width: width / 2 };
  for (const [name, value] of rows) {
    const height = Math.max(
      write(page, name, x, at, label),
      write(page, value, x + width / 2, at, { ...style, width: width / 2, align: 'right' }),
    );
    at += height + 2;
  }
  return at;
}

/** Where a page's content ends, above the footer. */
export function bottom(page: PdfPage): number {
  return page.doc.page.height - MARGIN - FOOTER;
}

/**
 * A document on the locale's paper with the fonts registered, and its bytes once it ends. Pages are
 * buffered so that footers() can number them at the end.
 */
export function openDocument(
  locale: Locale,
  fonts: InvoiceFonts,
  info: PDFKit.DocumentInfo,
): { page: PdfPage; ended: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: LETTER_LOCALES.includes(locale) ? 'LETTER' : 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: localeInfo(locale).htmlLang,
    displayTitle: true,
    info,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const font of fonts.all) doc.registerFont(font.name, font.data);
  return { page: { doc, fonts, left: MARGIN, width: doc.page.width - 2 * MARGIN }, ended };
}

/** Every page's footer: the document's number and `pageLabel` ("Page {page} of {pages}"). */
export function footers(page: PdfPage, number: string, pageLabel: string): void {
  const { doc } = page;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const text = `${number} · ${fill(pageLabel, { page: String(i + 1), pages: String(range.count) })}`;
    // Below the bottom margin: lift it for the footer so pdfkit does not start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(page, text, page.left, doc.page.height - MARGIN, { color: GREY, size: 8, align: 'right' });
    doc.page.margins.bottom = margin;
  }
}
