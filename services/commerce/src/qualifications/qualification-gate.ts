import type { QualificationRefusalLine } from '@store/contracts/commerce';
import { mayBuy, requiredLevel } from '@store/contracts/qualification-schemes';
import { ProblemError } from '@store/service-runtime';
import type { Tx } from '../carts/carts.ts';
import type { Snapshot } from '../catalogue/snapshot.ts';
import type { Site } from '../http/site-context.ts';
import { heldLevels } from './qualifications.ts';

/**
 * The qualification gate at placement (docs/qualifications.md): an order whose
 * lines need a level the customer does not hold on the site is refused with a 422 that names each
 * such line (`qualificationRequired`) and the levels the customer holds (`heldLevels`).
 */
export async function refuseUnqualifiedLines(
  tx: Tx,
  snapshot: Snapshot,
  site: Site,
  userId: string,
  lines: readonly { itemCode: string; productCode: string }[],
): Promise<void> {
  const held = await heldLevels(tx, userId, site.siteId);
  const refused = linesAboveLevels(snapshot, site, held, lines);
  if (refused.length === 0) return;
  const list = refused.map((line) => `${line.itemCode} (level ${line.requiredLevel})`).join(', ');
  throw new ProblemError(
    422,
    `These items need a qualification you do not hold on this store: ${list}. Submit your qualifications in your account, or remove them from the cart.`,
    { qualificationRequired: refused, heldLevels: held },
  );
}

/** The lines a holder of these levels may not buy on the site, each with the level it needs. */
export function linesAboveLevels(
  snapshot: Snapshot,
  site: Site,
  held: readonly string[],
  lines: readonly { itemCode: string; productCode: string }[],
): QualificationRefusalLine[] {
  return lines.flatMap((line) => {
    const product = snapshot.products.get(line.productCode);
    if (!product || mayBuy(site.siteId, held, product.qualification)) return [];
    const { code } = requiredLevel(site.siteId, product.qualification);
    return [{ itemCode: line.itemCode, productCode: line.productCode, requiredLevel: code }];
  });
}
