import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@store/database';
import type { StoreId } from '@store/locales';
import { invoices } from '../../db/schema.ts';
import { nextDocumentNumber } from '../document-numbers.ts';

/**
 * Invoices to pay in the payment tests (tests only), written straight into the table: the order's
 * invoices, if any were issued, are replaced by these, so a test knows every invoice of its order.
 */

export interface FixtureOrder {
  id: string;
  userId: string;
  siteId: StoreId;
  currency: string;
}

export async function invoicesFor(db: Db, order: FixtureOrder, totals: readonly number[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.delete(invoices).where(eq(invoices.orderId, order.id));
    const ids: string[] = [];
    for (const total of totals) {
      const id = randomUUID();
      await tx.insert(invoices).values({
        id,
        number: await nextDocumentNumber(tx, order.siteId, 'INV', new Date()),
        kind: 'invoice',
        orderId: order.id,
        userId: order.userId,
        siteId: order.siteId,
        locale: 'en-us',
        currency: order.currency,
        status: 'open',
        dueOn: '2099-01-31',
        paymentTermsDays: 30,
        seller: { name: 'Assessments Demo Inc.', addressLines: ['1 Demo Way'], country: 'US' },
        buyer: { name: 'Avery Johnson', addressLines: ['1 Main Street'], country: 'US' },
        taxTreatment: 'charged',
        taxJurisdiction: 'OR',
        taxComponents: [],
        net: total,
        taxTotal: 0,
        total,
      });
      ids.push(id);
    }
    return ids;
  });
}
