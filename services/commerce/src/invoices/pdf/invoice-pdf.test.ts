import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { invoiceSchema, type Invoice } from '@store/contracts/commerce';
import { LOCALES, type Locale } from '@store/locales';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { INVOICE_PDF_MESSAGES } from './invoice-pdf-messages.ts';

/** The printed invoice, opened again and read as text, as a customer's PDF reader would. */

const INVOICE: Invoice = invoiceSchema.parse({
  id: '0b7f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f',
  number: 'US-INV-2026-000042',
  kind: 'invoice',
  status: 'partially-paid',
  orderNumber: 'US-2026-000123',
  currency: 'USD',
  issuedOn: '2026-03-02',
  dueOn: '2026-04-01',
  total: 123456,
  paid: 20000,
  balance: 103456,
  payable: 103456,
  purchaseOrderNumber: 'PO-7781',
  locale: 'en-us',
  seller: {
    name: 'Assessments Store Inc.',
    addressLines: ['100 Market Street', 'San Antonio, TX 78205'],
    country: 'US',
    email: 'billing@assessments.example.com',
    registration: 'EIN 12-3456789',
  },
  buyer: {
    name: 'Dana Whitfield',
    organisation: 'Riverside Elementary School',
    addressLines: ['12 Oak Avenue', 'Austin, TX 73301'],
    country: 'US',
    vatNumber: 'US-TAX-991',
  },
  lines: [
    {
      position: 1,
      kind: 'item',
      itemCode: 'A100123-KIT',
      name: 'Lumen Reading Assessment, complete kit',
      quantity: 2,
      unitPrice: 52500,
      net: 105000,
      tax: 8663,
    },
    {
      position: 2,
      kind: 'delivery',
      name: 'Standard delivery',
      quantity: 1,
      unitPrice: 9000,
      net: 9000,
      tax: 793,
    },
  ],
  totals: { net: 114000, tax: 9456, total: 123456 },
  taxes: {
    treatment: 'charged',
    jurisdiction: 'Texas',
    components: [{ name: 'Sales tax', rate: 8.25, amount: 9456 }],
  },
  credited: 0,
  paymentTermsDays: 30,
  creditNotes: [],
  payments: [],
  bankTransfer: {
    reference: 'US-INV-2026-000042',
    accountName: 'Assessments Store Inc.',
    bankName: 'First Example Bank',
    account: [
      { field: 'routingNumber', value: '021000021' },
      { field: 'accountNumber', value: '000123456789' },
    ],
  },
});

const JAPANESE: Invoice = {
  ...INVOICE,
  number: 'JP-INV-2026-000007',
  orderNumber: 'JP-2026-000031',
  currency: 'JPY',
  locale: 'ja-jp',
  total: 165000,
  paid: 0,
  balance: 165000,
  payable: 165000,
  buyer: {
    name: '山田 花子',
    organisation: '東京大学',
    addressLines: ['東京都文京区本郷7-3-1'],
    country: 'JP',
  },
  lines: [
    {
      position: 1,
      kind: 'item',
      itemCode: 'A100123-KIT',
      name: 'Lumen 読解力検査 キット',
      quantity: 1,
      unitPrice: 150000,
      net: 150000,
      tax: 15000,
    },
  ],
  totals: { net: 150000, tax: 15000, total: 165000 },
  taxes: {
    treatment: 'charged',
    jurisdiction: 'Japan',
    components: [{ name: 'JCT', rate: 10, amount: 15000 }],
  },
};

const CREDIT_NOTE: Invoice = {
  ...INVOICE,
  id: '1c8e4d2f-6e3b-4d9f-8a21-3b4c5d6e7f80',
  number: 'US-CN-2026-000003',
  kind: 'credit-note',
  status: 'credited',
  total: 103456,
  paid: 0,
  balance: 0,
  payable: 0,
  creditsInvoice: { id: INVOICE.id, number: INVOICE.number },
};

async function read(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  const { info } = await document.getMetadata();
  return { text, totalPages, info: info as Record<string, unknown> };
}

/** As the PDF's text layer gives it back: Intl's no-break spaces read as spaces. */
const money = (minor: number, currency: string, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency })
    .format(minor / (currency === 'JPY' ? 1 : 100))
    .replace(/\s/g, ' ');

describe('the printed invoice', () => {
  it('names the invoice, its order, both parties, each line and the totals as the locale writes them', async () => {
    const pdf = await renderInvoicePdf(INVOICE, 'en-us');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, info } = await read(pdf);
    const m = INVOICE_PDF_MESSAGES['en-us'];
    for (const expected of [
      m.invoice,
      'US-INV-2026-000042',
      'US-2026-000123',
      'PO-7781',
      'Riverside Elementary School',
      'US-TAX-991',
      'Assessments Store Inc.',
      'A100123-KIT',
      'Lumen Reading Assessment, complete kit',
      '$1,234.56',
      '$200.00',
      '$1,034.56',
      'Sales tax (8.25%)',
      'March 2, 2026',
      'April 1, 2026',
      'Payment terms: 30 days net. Please pay by April 1, 2026.',
      m.transfer,
      '021000021',
      'Routing number (ABA)',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(info).toMatchObject({
      Title: 'Invoice US-INV-2026-000042',
      Author: 'Assessments Store Inc.',
      Language: 'en-US',
    });
  });

  it('prints US Letter for the North American stores and A4 for the others', async () => {
    const size = async (locale: Locale) => {
      const document = await getDocumentProxy(new Uint8Array(await renderInvoicePdf(INVOICE, locale)));
      const page = await document.getPage(1);
      return page.view.slice(2).map(Math.round);
    };
    expect(await size('fr-ca')).toEqual([612, 792]);
    expect(await size('nl-nl')).toEqual([595, 842]);
  });

  it('writes French Canadian amounts with their narrow spaces', async () => {
    const { text } = await read(await renderInvoicePdf(INVOICE, 'fr-ca'));
    expect(text.replace(/\s/g, ' ')).toContain(money(123456, 'USD', 'fr-CA'));
    expect(text).toContain(INVOICE_PDF_MESSAGES['fr-ca'].balance);
  });

  it('writes a Japanese invoice in Japanese, in yen, with a CJK font embedded as a subset', async () => {
    const pdf = await renderInvoicePdf(JAPANESE, 'ja-jp');
    const { text, info } = await read(pdf);
    const m = INVOICE_PDF_MESSAGES['ja-jp'];
    for (const expected of [
      m.invoice,
      m.issuedOn,
      m.dueOn,
      m.balance,
      m.columns.unitPrice,
      '山田 花子',
      '東京大学',
      'Lumen 読解力検査 キット',
      money(165000, 'JPY', 'ja-JP'),
      '2026年3月2日',
    ]) {
      expect(text).toContain(expected);
    }
    expect(info).toMatchObject({ Title: `${m.invoice} JP-INV-2026-000007`, Language: 'ja-JP' });
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Regular/);
    // The font file is megabytes; a subset of the glyphs used is a few dozen kilobytes.
    expect(pdf.length).toBeLessThan(200_000);
  });

  it('prints a name in a script the locale’s font lacks with a font that has it', async () => {
    const { text } = await read(await renderInvoicePdf({ ...JAPANESE, locale: 'nl-nl' }, 'nl-nl'));
    expect(text).toContain('山田 花子');
    expect(text).toContain(INVOICE_PDF_MESSAGES['nl-nl'].invoice);
    expect(text).toContain(money(165000, 'JPY', 'nl-NL'));
  });

  it('says a credit note is one and names the invoice it credits, and asks for no payment', async () => {
    const { text, info } = await read(await renderInvoicePdf(CREDIT_NOTE, 'en-gb'));
    const m = INVOICE_PDF_MESSAGES['en-gb'];
    expect(text).toContain(m.creditNote);
    expect(text).toContain('This credit note credits invoice US-INV-2026-000042.');
    expect(text).toContain('US$1,034.56');
    expect(text).not.toContain(m.transfer);
    expect(text).not.toContain(m.dueOn);
    expect(info).toMatchObject({ Title: 'Credit note US-CN-2026-000003' });
  });

  it('notes an exempt or reverse-charged invoice and a paid one', async () => {
    const exempt = await read(
      await renderInvoicePdf({ ...INVOICE, taxes: { ...INVOICE.taxes, treatment: 'exempt' } }, 'en-us'),
    );
    expect(exempt.text).toContain(INVOICE_PDF_MESSAGES['en-us'].exempt);
    const paid = await read(
      await renderInvoicePdf(
        { ...INVOICE, status: 'paid', paid: INVOICE.total, balance: 0, payable: 0 },
        'es-es',
      ),
    );
    expect(paid.text).toContain(INVOICE_PDF_MESSAGES['es-es'].paidInFull);
    expect(paid.text).not.toContain(INVOICE_PDF_MESSAGES['es-es'].transfer);
  });

  it('carries a long invoice over several pages, numbering each', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ ...INVOICE.lines[0]!, position: i + 1 }));
    const { text, totalPages } = await read(await renderInvoicePdf({ ...INVOICE, lines }, 'en-us'));
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${totalPages} of ${totalPages}`);
    expect(text).toContain(`Page 1 of ${totalPages}`);
    // The lines' header is repeated on each page the table runs over.
    expect(text.split(INVOICE_PDF_MESSAGES['en-us'].columns.unitPrice).length - 1).toBeGreaterThan(1);
  });
});

describe('the printed invoice’s messages', () => {
  const leaves = (value: unknown, prefix = ''): [string, string][] =>
    typeof value === 'string'
      ? [[prefix, value]]
      : Object.entries(value ?? {}).flatMap(([k, v]: [string, unknown]) =>
          leaves(v, prefix ? `${prefix}.${k}` : k),
        );
  const english = new Map(leaves(INVOICE_PDF_MESSAGES['en-us']));

  it.each(LOCALES)('%s has every text, with the placeholders of en-us', (locale) => {
    const texts = new Map(leaves(INVOICE_PDF_MESSAGES[locale]));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(texts.get(key), key).toBeTruthy();
      for (const placeholder of text.match(/\{\w+\}/g) ?? [])
        expect(texts.get(key), key).toContain(placeholder);
    }
  });

  it.each(['fr-ca', 'nl-nl', 'es-es', 'ja-jp', 'zh-sg'] as const)('%s is translated', (locale) => {
    const texts = new Map(leaves(INVOICE_PDF_MESSAGES[locale]));
    const words = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''));
    expect(
      [...english].filter(([key, text]) => words(text) && text.length > 14 && texts.get(key) === text),
    ).toEqual([]);
  });
});
