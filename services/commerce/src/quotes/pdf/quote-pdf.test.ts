import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { quoteSchema, type Quote } from '@store/contracts/commerce-quotes';
import { LOCALES } from '@store/locales';
import { sellerOf } from '../../invoices/sellers.ts';
import { renderQuotePdf } from './quote-pdf.ts';
import { QUOTE_PDF_MESSAGES } from './quote-pdf-messages.ts';

/** The printed offer, opened again and read as text, in both layouts and in every locale. */

const usd = (value: number) => ({ currency: 'USD', value });

const QUOTE: Quote = quoteSchema.parse({
  id: '3a1f0c2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
  number: 'US-QT-2026-000012',
  status: 'offered',
  currency: 'USD',
  lineCount: 2,
  listSubtotal: usd(1251),
  offeredTotal: usd(1080),
  expiresOn: '2026-12-15',
  organisation: { id: '5b2e1d3f-6c7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Lakeside School District' },
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T11:00:00.000Z',
  lines: [
    {
      position: 1,
      itemCode: 'A100123-KIT',
      name: 'Lumen Reading Assessment, complete kit',
      quantity: 2,
      listUnitPrice: usd(525),
      listTotal: usd(1050),
      offeredUnitPrice: usd(450),
      offeredTotal: usd(900),
    },
    {
      position: 2,
      itemCode: 'A100123-RF25',
      name: 'Lumen record forms, pack of 25',
      quantity: 3,
      listUnitPrice: usd(67),
      listTotal: usd(201),
      offeredUnitPrice: usd(60),
      offeredTotal: usd(180),
    },
  ],
  messages: [],
  terms: 'Delivery within 10 working days of the order.',
  actions: ['message', 'accept', 'reject', 'cancel'],
});

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the quote PDF', () => {
  it('prints every line in full with list and offered prices, totals, expiry, terms and seller', async () => {
    const text = await textOf(
      await renderQuotePdf(QUOTE, sellerOf('usassessments'), 'Lakeside School District', 'en-us', 'full'),
    );
    for (const expected of [
      'Quote',
      'US-QT-2026-000012',
      'November 24, 2026',
      'Valid until',
      'December 15, 2026',
      'Lakeside School District',
      'A100123-KIT',
      'Lumen Reading Assessment, complete kit',
      '$525.00',
      '$450.00',
      '$900.00',
      'At list prices',
      '$1,251.00',
      '$1,080.00',
      'Delivery within 10 working days of the order.',
      'Assessments Demo Inc.',
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('prints the plain layout without codes, list prices, expiry, terms or seller', async () => {
    const text = await textOf(
      await renderQuotePdf(QUOTE, sellerOf('usassessments'), 'Lakeside School District', 'en-us', 'plain'),
    );
    for (const expected of [
      'US-QT-2026-000012',
      'November 24, 2026',
      'Lumen record forms, pack of 25',
      '$180.00',
      '$1,080.00',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const absent of [
      'A100123-KIT',
      '$525.00',
      'Valid until',
      'Delivery within',
      'Assessments Demo Inc.',
      'At list prices',
    ]) {
      expect(text, absent).not.toContain(absent);
    }
  });

  it.each(LOCALES)('labels the offer in %s', async (locale) => {
    const text = await textOf(await renderQuotePdf(QUOTE, sellerOf('usassessments'), 'Dana', locale, 'full'));
    const m = QUOTE_PDF_MESSAGES[locale];
    expect(text.replace(/\s/g, '')).toContain(m.columns.offeredPrice.replace(/\s/g, ''));
    expect(text.replace(/\s/g, '')).toContain(m.quote.replace(/\s/g, ''));
  });
});
