import { itemCodeSchema } from '@store/contracts/commerce';

/**
 * The CSV a saved cart is imported from (docs/saved-carts.md): a row per line of item code and
 * quantity, separated by commas or, as spreadsheets in many European locales write them, by
 * semicolons (whichever the first row uses). A field may be quoted ("…", a quote inside doubled).
 * A byte order mark, blank rows and empty fields at a row's end are ignored; the first row is a
 * header when its quantity is not a number and its code is not an item code. Each row keeps its
 * line number in the file (from 1), so that a refusal names the line a person sees in an editor.
 */

export type CsvRow =
  | { line: number; ok: true; code: string; quantity: string }
  | { line: number; ok: false; code: string; message: string };

type Fields = { ok: true; fields: string[] } | { ok: false; message: string };

/** Splits one line into fields; a quote left open or text after a closing quote is malformed. */
function fieldsOf(line: string, delimiter: string): Fields {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    while (line[at] === ' ' || line[at] === '\t') at++;
    if (line[at] === '"') {
      let value = '';
      at++;
      for (;;) {
        const close = line.indexOf('"', at);
        if (close < 0) return { ok: false, message: 'A quoted field is not closed on its line.' };
        value += line.slice(at, close);
        at = close + 1;
        if (line[at] !== '"') break;
        value += '"';
        at++;
      }
      while (line[at] === ' ' || line[at] === '\t') at++;
      fields.push(value);
      if (at < line.length && line[at] !== delimiter) {
        return { ok: false, message: 'A quoted field is followed by text before the next separator.' };
      }
    } else {
      const end = line.indexOf(delimiter, at);
      const value = line.slice(at, end < 0 ? line.length : end);
      if (value.includes('"')) return { ok: false, message: 'A field has a quote that does not start it.' };
      fields.push(value.trim());
      at = end < 0 ? line.length : end;
    }
    if (at >= line.length) return { ok: true, fields };
    at++;
  }
}

/** A semicolon outside quotes in the first row makes the file semicolon-separated. */
function delimiterOf(firstRow: string): string {
  const unquoted = firstRow.replace(/"(?:[^"]|"")*"/g, '');
  return unquoted.includes(';') ? ';' : ',';
}

const isHeader = (code: string, quantity: string) =>
  !/^\s*\d+\s*$/.test(quantity) && !itemCodeSchema.safeParse(code.trim().toUpperCase()).success;

export function parseSavedCartCsv(text: string): CsvRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const numbered = lines
    .map((content, index) => ({ content, line: index + 1 }))
    .filter(({ content }) => content.trim() !== '');
  const first = numbered[0];
  if (!first) return [];
  const delimiter = delimiterOf(first.content);
  const rows: CsvRow[] = [];
  for (const { content, line } of numbered) {
    const parsed = fieldsOf(content, delimiter);
    if (!parsed.ok) {
      rows.push({ line, ok: false, code: content.trim().slice(0, 40), message: parsed.message });
      continue;
    }
    const fields = parsed.fields.slice();
    while (fields.length > 0 && fields.at(-1) === '') fields.pop();
    if (fields.length === 0) continue;
    const [code = '', quantity = ''] = fields;
    if (line === first.line && fields.length === 2 && isHeader(code, quantity)) continue;
    if (fields.length !== 2) {
      rows.push({
        line,
        ok: false,
        code: code.slice(0, 40),
        message: `A row holds an item code and a quantity; this one has ${fields.length} field${fields.length === 1 ? '' : 's'}.`,
      });
      continue;
    }
    rows.push({ line, ok: true, code, quantity });
  }
  return rows;
}
