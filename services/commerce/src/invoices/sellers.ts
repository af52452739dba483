import type { StoreId } from '@store/locales';
import type { InvoicePartyRecord } from '../db/schema.ts';

/**
 * The legal entity that sells in each store, as its invoices print it: the same companies that hold
 * the stores' bank accounts (orders/bank-transfer.ts). Every name, address and number is fictitious
 * but has the shape the region's invoices require: the VAT number in the EU and the UK, the GST/HST
 * number in Canada, the ABN in Australia, the GST number in New Zealand and Singapore, the qualified
 * invoice issuer's registration number (T and 13 digits) in Japan, an employer identification number
 * in the United States. A deployment replaces this table with its own entities.
 */
export const SELLERS: Readonly<Record<StoreId, InvoicePartyRecord>> = {
  usassessments: {
    name: 'Assessments Demo Inc.',
    addressLines: ['19500 Bulverde Road, Suite 200', 'San Antonio, TX 78259'],
    country: 'US',
    email: 'accounts.us@assessments.example.com',
    registration: 'EIN 12-3456789',
  },
  caassessments: {
    name: 'Assessments Demo Canada Ltd.',
    addressLines: ['1200 Bay Street, Suite 900', 'Toronto ON  M5R 2A5'],
    country: 'CA',
    email: 'accounts.ca@assessments.example.com',
    registration: 'GST/HST 123456789 RT0001',
  },
  ukassessments: {
    name: 'Assessments Demo Ltd',
    addressLines: ['80 Strand', 'London', 'WC2R 0RL'],
    country: 'GB',
    email: 'accounts.uk@assessments.example.com',
    vatNumber: 'GB123456789',
    registration: 'Registered in England and Wales, company number 01234567',
  },
  nlassessments: {
    name: 'Assessments Demo B.V.',
    addressLines: ['Herengracht 100', '1015 BS Amsterdam'],
    country: 'NL',
    email: 'accounts.nl@assessments.example.com',
    vatNumber: 'NL123456789B01',
    registration: 'KvK 12345678',
  },
  esassessments: {
    name: 'Assessments Demo S.L.',
    addressLines: ['Calle de Alcalá 100, 3.º', '28009 Madrid'],
    country: 'ES',
    email: 'accounts.es@assessments.example.com',
    vatNumber: 'ESB12345678',
    registration: 'NIF B12345678, Registro Mercantil de Madrid, tomo 12345, folio 1, hoja M-123456',
  },
  auassessments: {
    name: 'Assessments Demo Pty Ltd',
    addressLines: ['Level 5, 100 George Street', 'Sydney NSW 2000'],
    country: 'AU',
    email: 'accounts.au@assessments.example.com',
    registration: 'ABN 12 345 678 901',
  },
  nzassessments: {
    name: 'Assessments Demo NZ Limited',
    addressLines: ['Level 3, 50 Customhouse Quay', 'Wellington 6011'],
    country: 'NZ',
    email: 'accounts.nz@assessments.example.com',
    registration: 'GST 123-456-789',
  },
  sgassessments: {
    name: 'Assessments Demo Pte. Ltd.',
    addressLines: ['1 Raffles Place, #20-01', 'Singapore 048616'],
    country: 'SG',
    email: 'accounts.sg@assessments.example.com',
    registration: 'GST Reg. No. 201912345K',
  },
  asiaassessments: {
    name: 'アセスメンツ・デモ株式会社',
    addressLines: ['〒100-0005', '東京都千代田区丸の内1-1-1'],
    country: 'JP',
    email: 'accounts.jp@assessments.example.com',
    registration: '登録番号 T1234567890123',
  },
};

export function sellerOf(siteId: string): InvoicePartyRecord {
  const seller = Object.entries(SELLERS).find(([store]) => store === siteId)?.[1];
  if (!seller) throw new RangeError(`Store ${siteId} has no seller for invoices.`);
  return seller;
}
