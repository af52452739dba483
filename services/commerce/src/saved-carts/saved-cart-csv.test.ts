import { describe, expect, it } from 'vitest';
import { parseSavedCartCsv } from './saved-cart-csv.ts';

/** The CSV rows of a saved cart's import, before any catalogue check. */

describe('parseSavedCartCsv', () => {
  it('reads what the storefront’s export writes: a header, then code and quantity', () => {
    expect(parseSavedCartCsv('code,quantity\nA100123-KIT,2\nA100123-RF25,10\n')).toEqual([
      { line: 2, ok: true, code: 'A100123-KIT', quantity: '2' },
      { line: 3, ok: true, code: 'A100123-RF25', quantity: '10' },
    ]);
  });

  it('takes a file without a header, with a byte order mark and Windows line ends', () => {
    expect(parseSavedCartCsv('\uFEFFA100123-KIT,2\r\nA100123-MAN,1\r\n')).toEqual([
      { line: 1, ok: true, code: 'A100123-KIT', quantity: '2' },
      { line: 2, ok: true, code: 'A100123-MAN', quantity: '1' },
    ]);
  });

  it('reads semicolons when the first row uses them, and quoted fields with doubled quotes', () => {
    expect(parseSavedCartCsv('"Code";"Quantité"\n"A100123-KIT"; 3 \n"a""b";1;;\n')).toEqual([
      { line: 2, ok: true, code: 'A100123-KIT', quantity: '3' },
      { line: 3, ok: true, code: 'a"b', quantity: '1' },
    ]);
  });

  it('skips blank rows and rows of empty fields but keeps the file’s line numbers', () => {
    expect(parseSavedCartCsv('code,quantity\n\n  \n,,\nA100123-KIT,2')).toEqual([
      { line: 5, ok: true, code: 'A100123-KIT', quantity: '2' },
    ]);
  });

  it('keeps a first row whose code is an item code as data, whatever its quantity', () => {
    expect(parseSavedCartCsv('A100123-KIT,two\n')).toEqual([
      { line: 1, ok: true, code: 'A100123-KIT', quantity: 'two' },
    ]);
  });

  it('reports malformed rows: a quote left open, text after a quote, a stray quote, a wrong field count', () => {
    const rows = parseSavedCartCsv(
      'code,quantity\n"A100123-KIT,2\n"A100123-KIT"x,2\nA1"00,2\nA100123-KIT\nA,1,2\n',
    );
    expect(rows.map((row) => [row.line, row.ok])).toEqual([
      [2, false],
      [3, false],
      [4, false],
      [5, false],
      [6, false],
    ]);
    expect(rows[3]).toMatchObject({ code: 'A100123-KIT', message: expect.stringContaining('1 field') });
  });

  it('answers no rows for a file of blank lines', () => {
    expect(parseSavedCartCsv('\n \r\n')).toEqual([]);
  });
});
