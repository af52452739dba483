import type { SavedCartLine } from '@store/contracts/commerce-saved-carts';
import type { Locale } from '@store/locales';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { CSV_BOM, csvDocument } from '../invoices/invoices-csv.ts';

/**
 * A saved cart as CSV and back: the export writes `code,quantity` rows with the invoice list's
 * writer (RFC 4180, UTF-8 with a byte order mark, cells a spreadsheet would run kept as text), so
 * the file opens in a spreadsheet and goes straight back in through Import from CSV.
 */

/** The download's address, beside the saved cart's page (app/[locale]/my-account/saved-carts/[savedCartId]/export.csv). */
export function savedCartCsvPath(locale: Locale, savedCartId: string): string {
  return `${storePaths(locale).savedCart(savedCartId)}/export.csv`;
}

export const SAVED_CART_CSV_HEADER = ['code', 'quantity'] as const;

export function savedCartCsv(lines: readonly Pick<SavedCartLine, 'itemCode' | 'quantity'>[]): string {
  return csvDocument([SAVED_CART_CSV_HEADER, ...lines.map((line) => [line.itemCode, String(line.quantity)])]);
}

/** RFC 8187 leaves these out of a header parameter's characters, so they are escaped too. */
const NOT_ATTR_CHAR = /['()*]/g;

/**
 * The download's Content-Disposition: the saved cart's own name (RFC 8187, so accents and CJK keep),
 * and a plain ASCII name for programs that read only `filename`.
 */
export function savedCartCsvDisposition(name: string): string {
  const encoded = encodeURIComponent(`${name}.csv`).replace(
    NOT_ATTR_CHAR,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="saved-cart.csv"; filename*=UTF-8''${encoded}`;
}

/** An uploaded file's text as commerce reads it: the byte order mark an export starts with is not a code. */
export function importedCsvText(text: string): string {
  return text.startsWith(CSV_BOM) ? text.slice(CSV_BOM.length) : text;
}
