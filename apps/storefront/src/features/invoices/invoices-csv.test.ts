import type { InvoiceSummary } from '@store/contracts/commerce';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, invoicesCsv } from './invoices-csv.ts';
import { invoicesMessages } from './messages.ts';

const invoice: InvoiceSummary = {
  id: '0b9f5c1e-6f43-4a8e-9d55-1c0f3e7a2b10',
  number: 'US-INV-2026-000042',
  kind: 'invoice',
  status: 'overdue',
  orderNumber: 'US-2026-000123',
  currency: 'USD',
  issuedOn: '2026-01-15',
  dueOn: '2026-02-14',
  total: 125050,
  paid: 25000,
  balance: 100050,
  payable: 100050,
  purchaseOrderNumber: 'PO "North", 7',
};

describe('csvCell', () => {
  it('quotes what RFC 4180 needs quoted, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a cell a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('PO-7')).toBe('PO-7');
  });
});

describe('invoicesCsv', () => {
  it('starts with a byte order mark and headers in the locale’s language, rows end in CRLF', () => {
    const csv = invoicesCsv([invoice], invoicesMessages('en-us'));
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Number,Kind,Status,Order,PO number,Issued,Due,Currency,Total,Paid,Balance');
    expect(lines[1]).toBe(
      'US-INV-2026-000042,Invoice,Overdue,US-2026-000123,"PO ""North"", 7",2026-01-15,2026-02-14,USD,1250.50,250.00,1000.50',
    );
    expect(lines[2]).toBe('');
    expect(invoicesCsv([], invoicesMessages('ja-jp')).slice(1)).toBe(
      '番号,種類,ステータス,注文,発注書番号,発行日,支払期日,通貨,合計,支払済み,残高\r\n',
    );
  });

  it('writes amounts as plain decimals whatever the locale, yen without decimals', () => {
    const csv = invoicesCsv(
      [{ ...invoice, currency: 'JPY', total: 12000, paid: 0, balance: 12000, purchaseOrderNumber: '=cmd' }],
      invoicesMessages('nl-nl'),
    );
    expect(csv.split('\r\n')[1]).toBe(
      "US-INV-2026-000042,Factuur,Achterstallig,US-2026-000123,'=cmd,2026-01-15,2026-02-14,JPY,12000,0,12000",
    );
  });
});
