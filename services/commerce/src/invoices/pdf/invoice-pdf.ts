import type { Invoice, InvoiceParty } from '@store/contracts/commerce';
import type { Locale } from '@store/locales';
import { fill } from '@store/mail';
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
import { invoiceFonts, type FontWeight } from './invoice-fonts.ts';
import { invoiceFormats, type InvoiceFormats } from './invoice-pdf-format.ts';
import { INVOICE_PDF_MESSAGES, type InvoicePdfMessages } from './invoice-pdf-messages.ts';

/**
 * The printed invoice or credit note (docs/invoice-documents.md): a pure function of the contract's
 * invoice and a locale, so what the PDF says is what the API answers.
 */

interface Column {
  key: keyof InvoicePdfMessages['columns'];
  width: number;
  align: 'left' | 'right';
}

interface Page extends PdfPage {
  m: InvoicePdfMessages;
  f: InvoiceFormats;
}

function partyLines(party: InvoiceParty, page: Page): string[] {
  return [
    ...(party.organisation ? [party.organisation] : []),
    ...party.addressLines,
    page.f.country(party.country),
    ...(party.email ? [party.email] : []),
    ...(party.vatNumber ? [`${page.m.vatNumber}: ${party.vatNumber}`] : []),
    ...(party.registration ? [party.registration] : []),
  ];
}

/** A party's block: heading, name, then its lines; answers where it ends. */
function partyBlock(page: Page, heading: string, party: InvoiceParty, x: number, y: number, width: number) {
  let at = y + write(page, heading, x, y, { color: GREY, size: 8, width });
  at += write(page, party.name, x, at + 2, { weight: 'bold', size: 10, width }) + 2;
  for (const line of partyLines(party, page)) at += write(page, line, x, at, { width });
  return at;
}

function columns(page: Page): Column[] {
  const fixed: Column[] = [
    { key: 'code', width: 62, align: 'left' },
    { key: 'name', width: 0, align: 'left' },
    { key: 'quantity', width: 36, align: 'right' },
    { key: 'unitPrice', width: 72, align: 'right' },
    { key: 'net', width: 72, align: 'right' },
    { key: 'tax', width: 62, align: 'right' },
  ];
  const rest = page.width - fixed.reduce((sum, c) => sum + c.width, 0);
  return fixed.map((c) => (c.key === 'name' ? { ...c, width: rest } : c));
}

const PAD = 4;

function tableRow(page: Page, cells: readonly string[], y: number, weight: FontWeight): number {
  let x = page.left;
  let height = 0;
  columns(page).forEach((column, i) => {
    const text = cells[i] ?? '';
    const width = column.width - PAD;
    const h = write(page, text, column.align === 'right' ? x : x + (i === 0 ? 0 : PAD), y, {
      weight,
      width,
      align: column.align,
    });
    height = Math.max(height, h);
    x += column.width;
  });
  return height;
}

function linesTable(page: Page, invoice: Invoice, y: number): number {
  const header = () => {
    const labels = columns(page).map((c) => page.m.columns[c.key]);
    const h = tableRow(page, labels, y, 'bold');
    rule(page, y + h + 3);
    y += h + 7;
  };
  header();
  for (const line of invoice.lines) {
    const cells = [
      line.itemCode ?? '',
      line.name,
      page.f.quantity(line.quantity),
      page.f.money(line.unitPrice),
      page.f.money(line.net),
      page.f.money(line.tax),
    ];
    page.doc.font(page.fonts.pick(line.name, 'regular')).fontSize(9);
    const needed = page.doc.heightOfString(line.name, { width: columns(page)[1]!.width - 2 * PAD });
    if (y + needed > bottom(page)) {
      page.doc.addPage();
      y = MARGIN;
      header();
    }
    y += tableRow(page, cells, y, 'regular') + 5;
  }
  rule(page, y);
  return y + 8;
}

function totals(page: Page, invoice: Invoice, y: number): number {
  const { m, f } = page;
  const rows: (readonly [string, string])[] = [[m.net, f.money(invoice.totals.net)]];
  if (invoice.taxes.components.length === 0) rows.push([m.tax, f.money(invoice.totals.tax)]);
  for (const c of invoice.taxes.components) {
    rows.push([fill(m.component, { name: c.name, rate: f.rate(c.rate) }), f.money(c.amount)]);
  }
  const width = 240;
  const x = page.left + page.width - width;
  let at = facts(page, rows, x, y, width);
  at = facts(page, [[m.total, f.money(invoice.total)]], x, at + 2, width, { weight: 'bold', size: 11 });
  if (invoice.kind === 'credit-note') return at + 6;
  const settled: (readonly [string, string])[] = [
    [m.paid, f.money(invoice.paid)],
    ...(invoice.credited > 0 ? [[m.credited, f.money(invoice.credited)] as const] : []),
  ];
  at = facts(page, settled, x, at + 4, width);
  return facts(page, [[m.balance, f.money(invoice.balance)]], x, at + 2, width, { weight: 'bold' }) + 6;
}

function treatmentNote(page: Page, invoice: Invoice): string | undefined {
  if (invoice.taxes.treatment === 'exempt') return page.m.exempt;
  if (invoice.taxes.treatment === 'reverse-charge') return page.m.reverseCharge;
  return undefined;
}

function payment(page: Page, invoice: Invoice, y: number): number {
  const { m, f } = page;
  if (invoice.status === 'paid') return y + write(page, m.paidInFull, page.left, y, { weight: 'bold' });
  // A cancelled or credited invoice asks for nothing more.
  if (invoice.balance === 0 || invoice.status === 'cancelled' || invoice.status === 'credited') return y;
  let at =
    y +
    write(
      page,
      fill(m.terms, { days: f.quantity(invoice.paymentTermsDays), date: f.date(invoice.dueOn) }),
      page.left,
      y,
    ) +
    8;
  const transfer = invoice.bankTransfer;
  const rows: (readonly [string, string])[] = [
    [m.reference, transfer.reference],
    [m.accountName, transfer.accountName],
    [m.bankName, transfer.bankName],
    ...transfer.account.map((a) => [m.bankFields[a.field], a.value] as const),
  ];
  const needed = 16 + rows.length * 13;
  if (at + needed > bottom(page)) {
    page.doc.addPage();
    at = MARGIN;
  }
  at += write(page, m.transfer, page.left, at, { weight: 'bold', size: 10 }) + 4;
  return facts(page, rows, page.left, at, 300);
}

/** Everything printed that the store or the customer wrote, for the choice of fonts. */
function writtenTexts(invoice: Invoice): string[] {
  return [invoice.seller, invoice.buyer]
    .flatMap((p) => [p.name, p.organisation ?? '', ...p.addressLines, p.email ?? '', p.registration ?? ''])
    .concat(
      invoice.lines.map((l) => l.name),
      invoice.taxes.components.map((c) => c.name),
    )
    .concat(invoice.bankTransfer.accountName, invoice.bankTransfer.bankName)
    .concat(invoice.bankTransfer.account.map((a) => a.value));
}

export async function renderInvoicePdf(invoice: Invoice, locale: Locale): Promise<Buffer> {
  const m = INVOICE_PDF_MESSAGES[locale];
  const f = invoiceFormats(locale, invoice.currency);
  const fonts = await invoiceFonts(locale, writtenTexts(invoice));
  const title = invoice.kind === 'credit-note' ? m.creditNote : m.invoice;
  const opened = openDocument(locale, fonts, {
    Title: `${title} ${invoice.number}`,
    Author: invoice.seller.organisation ?? invoice.seller.name,
    Subject: `${m.orderNumber} ${invoice.orderNumber}`,
  });
  const page: Page = { ...opened.page, m, f };
  const { doc } = page;
  const half = page.width / 2 - 10;
  const right = page.left + page.width - half;

  const sellerEnd = partyBlock(page, m.seller, invoice.seller, page.left, MARGIN, half);
  let at =
    MARGIN + write(page, title, right, MARGIN, { weight: 'bold', size: 20, width: half, align: 'right' });
  const meta: (readonly [string, string])[] = [
    [m.number, invoice.number],
    [m.issuedOn, f.date(invoice.issuedOn)],
    ...(invoice.kind === 'invoice' ? [[m.dueOn, f.date(invoice.dueOn)] as const] : []),
    [m.orderNumber, invoice.orderNumber],
    ...(invoice.purchaseOrderNumber ? [[m.purchaseOrder, invoice.purchaseOrderNumber] as const] : []),
  ];
  at = facts(page, meta, right, at + 8, half);

  at = partyBlock(page, m.buyer, invoice.buyer, page.left, Math.max(sellerEnd, at) + 18, half) + 14;
  if (invoice.creditsInvoice) {
    at += write(page, fill(m.credits, { number: invoice.creditsInvoice.number }), page.left, at, {
      weight: 'bold',
      size: 10,
    });
    at += 10;
  }

  at = linesTable(page, invoice, at);
  if (at + 120 > bottom(page)) {
    doc.addPage();
    at = MARGIN;
  }
  at = totals(page, invoice, at);
  const note = treatmentNote(page, invoice);
  if (note) at += write(page, note, page.left, at + 4, { color: GREY }) + 8;
  if (invoice.kind === 'invoice') payment(page, invoice, at + 10);

  footers(page, invoice.number, m.page);
  doc.end();
  return opened.ended;
}
