import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '../invoices/invoices-csv.ts';
import { importedCsvText, savedCartCsv, savedCartCsvDisposition } from './saved-cart-csv.ts';

describe('savedCartCsv', () => {
  it('writes a code,quantity header and one CRLF row per line after a byte order mark', () => {
    const csv = savedCartCsv([
      { itemCode: 'A100123', quantity: 2 },
      { itemCode: 'B200456', quantity: 10 },
    ]);
    expect(csv).toBe(`${CSV_BOM}code,quantity\r\nA100123,2\r\nB200456,10\r\n`);
  });

  it('keeps a code a spreadsheet would run as a formula as text, quoted where RFC 4180 needs it', () => {
    const csv = savedCartCsv([
      { itemCode: '=1+1', quantity: 1 },
      { itemCode: 'A,1', quantity: 3 },
    ]);
    expect(csv.split('\r\n').slice(1, 3)).toEqual(["'=1+1,1", '"A,1",3']);
  });

  it('writes only the header for a saved cart without lines', () => {
    expect(savedCartCsv([])).toBe(`${CSV_BOM}code,quantity\r\n`);
  });
});

describe('savedCartCsvDisposition', () => {
  it('names the file after the saved cart, encoded per RFC 8187, with an ASCII fallback', () => {
    expect(savedCartCsvDisposition('Spring kits')).toBe(
      `attachment; filename="saved-cart.csv"; filename*=UTF-8''Spring%20kits.csv`,
    );
    expect(savedCartCsvDisposition('Rentrée (école)')).toBe(
      `attachment; filename="saved-cart.csv"; filename*=UTF-8''Rentr%C3%A9e%20%28%C3%A9cole%29.csv`,
    );
    expect(savedCartCsvDisposition('学校 "A"')).toBe(
      `attachment; filename="saved-cart.csv"; filename*=UTF-8''%E5%AD%A6%E6%A0%A1%20%22A%22.csv`,
    );
  });
});

describe('importedCsvText', () => {
  it('drops the byte order mark of an exported file and leaves other text as it is', () => {
    const exported = savedCartCsv([{ itemCode: 'A100123', quantity: 2 }]);
    expect(importedCsvText(exported)).toBe('code,quantity\r\nA100123,2\r\n');
    expect(importedCsvText('A100123;4\n')).toBe('A100123;4\n');
  });
});
