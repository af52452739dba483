import type { CommerceProblemBody as Problem } from '../../clients/commerce/commerce-client.ts';
import type { OrgBuyingMessages } from '../org-buying/messages.ts';

/**
 * Commerce's refusals of an organisation's order (docs/organisations.md, "Buying for an
 * organisation") in the customer's words: the buyer lacks the purchaser role (403), no qualified
 * user who may be chosen was named (422 at body.qualifiedUserId), or the one named lacks the level
 * the cart needs (the qualification gate's 422, which otherwise speaks of the buyer's own levels).
 * Undefined: not one of these, worded as any other checkout refusal.
 */
export function orgBuyingRefusal(
  problem: Problem,
  texts: OrgBuyingMessages['qualifiedUser'],
  namedQualifiedUser: boolean,
): string | undefined {
  if (problem.status === 403 && /purchaser/i.test(problem.detail)) return texts.notPurchaser;
  if (problem.status !== 422) return undefined;
  if (problem.errors?.some((error) => error.path === 'body.qualifiedUserId')) return texts.required;
  if (namedQualifiedUser && problem.qualificationRequired?.length) return texts.notEligible;
  return undefined;
}
