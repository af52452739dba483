import { toMinorUnits } from '@store/catalog';
import type { ImportSavedCart, SavedCartImportResult } from '@store/contracts/commerce-saved-carts';
import { checkBatchRow } from '../carts/batch-rows.ts';
import { unitPriceAt } from '../carts/pricing.ts';
import { priceOf } from '../catalogue/present.ts';
import { parseSavedCartCsv } from './saved-cart-csv.ts';
import { insertSavedCart, savedCartProblem, type NewLine } from './saved-carts.ts';
import type { SavedCartScope } from './saved-cart-view.ts';

/**
 * A saved cart made from a CSV file: each row is checked as quick order checks a typed row
 * (`checkBatchRow`: an item code, a whole quantity, an item the site sells, within its limits); a
 * code a row before already brought is a `duplicate`. The good rows are saved at today's unit
 * prices, the others are reported; a file without one good row saves nothing (422).
 */

type Rejection = SavedCartImportResult['rejected'][number];

export async function importSavedCart(
  scope: SavedCartScope,
  body: ImportSavedCart,
  creationKey: string | undefined,
): Promise<SavedCartImportResult> {
  const { currency, siteId } = scope.site;
  const lines: NewLine[] = [];
  const rejected: Rejection[] = [];
  for (const row of parseSavedCartCsv(body.csv)) {
    if (!row.ok) {
      rejected.push({ row: row.line, code: row.code, error: 'malformed-row', message: row.message });
      continue;
    }
    const check = checkBatchRow(scope.snapshot, siteId, row, () => 0);
    if (!check.ok) {
      rejected.push({ row: row.line, code: check.code, error: check.error, message: check.message });
      continue;
    }
    if (lines.some((line) => line.itemCode === check.itemCode)) {
      rejected.push({
        row: row.line,
        code: check.itemCode,
        error: 'duplicate',
        message: `${check.itemCode} is on an earlier row already; give each item one row.`,
      });
      continue;
    }
    const list = priceOf(check.item, currency);
    lines.push({
      itemCode: check.itemCode,
      quantity: check.quantity,
      unitPrice: toMinorUnits(unitPriceAt(list, check.quantity), currency),
    });
  }
  if (lines.length === 0) {
    throw savedCartProblem(
      422,
      'no-good-rows',
      rejected.length === 0
        ? 'The file has no rows: write one item code and quantity per row, such as A100123-KIT,2.'
        : `No row of the file can be saved: ${rejected.length} ${rejected.length === 1 ? 'row was' : 'rows were'} refused.`,
      {
        errors: rejected.map((r) => ({ path: `body.csv.${r.row}`, message: `${r.code}: ${r.message}` })),
        rejected,
      },
    );
  }
  const savedCart = await insertSavedCart(scope, creationKey, async () => ({
    name: body.name,
    description: body.description ?? null,
    lines,
  }));
  return { savedCart, rejected };
}
