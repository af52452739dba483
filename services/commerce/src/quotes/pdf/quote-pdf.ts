import { toMinorUnits } from '@store/catalog';
import type { Money } from '@store/contracts/commerce';
import type { Quote } from '@store/contracts/commerce-quotes';
import type { Locale } from '@store/locales';
import type { InvoicePartyRecord } from '../../db/schema.ts';
import { invoiceFonts } from '../../invoices/pdf/invoice-fonts.ts';
import { invoiceFormats, type InvoiceFormats } from '../../invoices/pdf/invoice-pdf-format.ts';
import {
  bottom,
  facts,
  footers,
  GREY,
  MARGIN,
  openDocument,
  rule,
  write,
  type PdfPage,
} from '../../pdf/pdf-layout.ts';
import { QUOTE_PDF_MESSAGES, type QuotePdfMessages } from './quote-pdf-messages.ts';

/**
 * The printed offer of a quote (docs/quotes.md), a pure function of the contract's quote, the seller,
 * the buyer's name and a locale. The full layout (the quote PDF download flag on) prints every line
 * with code, name, quantity, list and offered unit prices and line total, the totals at list and
 * offered prices, the last day, the terms and the seller; the plain one only the number, the date,
 * each line's quantity, name and offered total, and the total.
 */

export type QuotePdfLayout = 'full' | 'plain';

interface Page extends PdfPage {
  m: QuotePdfMessages;
  f: InvoiceFormats;
}

type ColumnKey = keyof QuotePdfMessages['columns'];

interface Column {
  key: ColumnKey;
  /** 0: what is left of the page's width. */
  width: number;
  align: 'left' | 'right';
}

const FULL_COLUMNS: readonly Column[] = [
  { key: 'code', width: 70, align: 'left' },
  { key: 'name', width: 0, align: 'left' },
  { key: 'quantity', width: 36, align: 'right' },
  { key: 'listPrice', width: 70, align: 'right' },
  { key: 'offeredPrice', width: 70, align: 'right' },
  { key: 'total', width: 76, align: 'right' },
];
const PLAIN_COLUMNS: readonly Column[] = [
  { key: 'quantity', width: 40, align: 'right' },
  { key: 'name', width: 0, align: 'left' },
  { key: 'total', width: 90, align: 'right' },
];
const PAD = 4;

const minor = (money: Money | undefined) => (money ? toMinorUnits(money.value, money.currency) : 0);

function widths(page: Page, columns: readonly Column[]): Column[] {
  const rest = page.width - columns.reduce((sum, c) => sum + c.width, 0);
  return columns.map((c) => (c.width === 0 ? { ...c, width: rest } : c));
}

function tableRow(page: Page, columns: Column[], cells: Record<ColumnKey, string>, y: number, bold: boolean) {
  let x = page.left;
  let height = 0;
  columns.forEach((column, i) => {
    const left = column.align === 'right' || i === 0 ? x : x + PAD;
    const h = write(page, cells[column.key], left, y, {
      weight: bold ? 'bold' : 'regular',
      width: column.width - PAD,
      align: column.align,
    });
    height = Math.max(height, h);
    x += column.width;
  });
  return height;
}

function linesTable(page: Page, quote: Quote, layout: QuotePdfLayout, y: number): number {
  const columns = widths(page, layout === 'full' ? FULL_COLUMNS : PLAIN_COLUMNS);
  const header = () => {
    const h = tableRow(page, columns, page.m.columns, y, true);
    rule(page, y + h + 3);
    y += h + 7;
  };
  header();
  for (const line of quote.lines) {
    const cells: Record<ColumnKey, string> = {
      code: line.itemCode,
      name: line.name,
      quantity: page.f.quantity(line.quantity),
      listPrice: page.f.money(minor(line.listUnitPrice)),
      offeredPrice: page.f.money(minor(line.offeredUnitPrice)),
      total: page.f.money(minor(line.offeredTotal)),
    };
    if (y + 24 > bottom(page)) {
      page.doc.addPage();
      y = MARGIN;
      header();
    }
    y += tableRow(page, columns, cells, y, false) + 5;
  }
  rule(page, y);
  return y + 8;
}

function partyBlock(
  page: Page,
  heading: string,
  name: string,
  lines: string[],
  x: number,
  y: number,
  width: number,
) {
  let at = y + write(page, heading, x, y, { color: GREY, size: 8, width });
  at += write(page, name, x, at + 2, { weight: 'bold', size: 10, width }) + 2;
  for (const line of lines) at += write(page, line, x, at, { width });
  return at;
}

/** Everything printed that the store or the customer wrote, for the choice of fonts. */
function writtenTexts(quote: Quote, seller: InvoicePartyRecord, buyer: string): string[] {
  return [seller.name, ...seller.addressLines, seller.email ?? '', seller.registration ?? '', buyer]
    .concat(quote.lines.map((line) => line.name))
    .concat(quote.terms ?? '');
}

export async function renderQuotePdf(
  quote: Quote,
  seller: InvoicePartyRecord,
  buyer: string,
  locale: Locale,
  layout: QuotePdfLayout,
): Promise<Buffer> {
  const m = QUOTE_PDF_MESSAGES[locale];
  const f = invoiceFormats(locale, quote.currency);
  const fonts = await invoiceFonts(locale, writtenTexts(quote, seller, buyer));
  const opened = openDocument(locale, fonts, {
    Title: `${m.quote} ${quote.number}`,
    Author: seller.name,
  });
  const page: Page = { ...opened.page, m, f };
  const { doc } = page;
  const half = page.width / 2 - 10;
  const right = page.left + page.width - half;
  const date = f.date(quote.createdAt.slice(0, 10));

  const sellerEnd =
    layout === 'full'
      ? partyBlock(
          page,
          m.seller,
          seller.name,
          [
            ...seller.addressLines,
            f.country(seller.country),
            ...(seller.email ? [seller.email] : []),
            ...(seller.registration ? [seller.registration] : []),
          ],
          page.left,
          MARGIN,
          half,
        )
      : MARGIN;
  let at =
    MARGIN + write(page, m.quote, right, MARGIN, { weight: 'bold', size: 20, width: half, align: 'right' });
  const meta: (readonly [string, string])[] = [
    [m.number, quote.number],
    [m.date, date],
    ...(layout === 'full' && quote.expiresOn ? [[m.expiresOn, f.date(quote.expiresOn)] as const] : []),
  ];
  at = facts(page, meta, right, at + 8, half);
  if (layout === 'full')
    at = partyBlock(page, m.buyer, buyer, [], page.left, Math.max(sellerEnd, at) + 18, half);
  at = linesTable(page, quote, layout, at + 14);

  if (at + 80 > bottom(page)) {
    doc.addPage();
    at = MARGIN;
  }
  const width = 240;
  const x = page.left + page.width - width;
  if (layout === 'full')
    at = facts(page, [[m.listSubtotal, f.money(minor(quote.listSubtotal))]], x, at, width);
  at = facts(page, [[m.total, f.money(minor(quote.offeredTotal))]], x, at + 2, width, {
    weight: 'bold',
    size: 11,
  });
  if (layout === 'full') {
    at += write(page, m.taxNote, page.left, at + 6, { color: GREY }) + 10;
    if (quote.terms) {
      at += write(page, m.terms, page.left, at, { weight: 'bold', size: 10 }) + 4;
      write(page, quote.terms, page.left, at);
    }
  }

  footers(page, quote.number, m.page);
  doc.end();
  return opened.ended;
}
