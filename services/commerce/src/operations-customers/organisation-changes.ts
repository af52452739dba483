import { eq } from 'drizzle-orm';
import type { OrganisationDiscount, OrganisationDiscountInput } from '@store/contracts/commerce-org-buying';
import type {
  OperatorOrganisation,
  OperatorOrganisationRequest,
} from '@store/contracts/commerce-organisations';
import type { Db } from '@store/database';
import { recordAudit } from '../audit/audit-log.ts';
import type { Tx } from '../carts/carts.ts';
import { organisationDiscounts } from '../db/schema.ts';
import { removeOrganisationDiscount, setOrganisationDiscount } from '../org-buying/discount-operator.ts';
import { createOrganisation } from '../organisations/operator-organisations.ts';
import type { Recorder } from '../operations-finance/bank-transfers.ts';

/**
 * Staff's changes to organisation accounts, each audited in the transaction that makes it: an
 * organisation made for a customer who becomes its administrator, and its discount set or removed.
 */

const discountRows = (tx: Tx, organisationId: string) =>
  tx
    .select({
      scheme: organisationDiscounts.scheme,
      basisPoints: organisationDiscounts.basisPoints,
      startsOn: organisationDiscounts.startsOn,
      endsOn: organisationDiscounts.endsOn,
      spendingLimit: organisationDiscounts.spendingLimit,
    })
    .from(organisationDiscounts)
    .where(eq(organisationDiscounts.organisationId, organisationId));

export async function createOrganisationAsStaff(
  db: Db,
  request: OperatorOrganisationRequest,
  recorder: Recorder,
): Promise<OperatorOrganisation> {
  return db.transaction(async (tx) => {
    const made = await createOrganisation(tx, request);
    await recordAudit(tx, recorder.actor, {
      action: 'createOrganisation',
      subjectType: 'organisation',
      subjectId: made.id,
      after: { ...made, administratorUserId: request.administratorUserId },
      requestId: recorder.requestId,
    });
    return made;
  });
}

export async function setDiscountAsStaff(
  db: Db,
  organisationId: string,
  input: OrganisationDiscountInput,
  recorder: Recorder,
): Promise<OrganisationDiscount> {
  return db.transaction(async (tx) => {
    const before = await discountRows(tx, organisationId);
    const discount = await setOrganisationDiscount(tx, organisationId, input);
    await recordAudit(tx, recorder.actor, {
      action: 'setOrganisationDiscount',
      subjectType: 'organisation',
      subjectId: organisationId,
      before,
      after: await discountRows(tx, organisationId),
      requestId: recorder.requestId,
    });
    return discount;
  });
}

export async function removeDiscountAsStaff(
  db: Db,
  organisationId: string,
  recorder: Recorder,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await discountRows(tx, organisationId);
    await removeOrganisationDiscount(tx, organisationId);
    await recordAudit(tx, recorder.actor, {
      action: 'removeOrganisationDiscount',
      subjectType: 'organisation',
      subjectId: organisationId,
      before,
      requestId: recorder.requestId,
    });
  });
}
