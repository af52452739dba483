import { describe, expect, it } from 'vitest';
import type { CommerceProblemBody } from '../../clients/commerce/commerce-client.ts';
import { orgBuyingMessages } from '../org-buying/messages.ts';
import { orgBuyingRefusal } from './org-buying-refusals.ts';

const texts = orgBuyingMessages('en-us').qualifiedUser;
const problem = (over: Partial<CommerceProblemBody>): CommerceProblemBody => ({
  type: 'about:blank',
  title: 'Refused',
  status: 422,
  detail: 'Refused.',
  ...over,
});

describe('refusals of an organisation’s order', () => {
  it('tells a buyer without the purchaser role', () => {
    const refused = problem({
      status: 403,
      detail: 'Ordering for the organisation needs the purchaser role.',
    });
    expect(orgBuyingRefusal(refused, texts, false)).toBe(texts.notPurchaser);
  });

  it('asks for a qualified user when none who may be chosen was named', () => {
    const refused = problem({
      detail: 'Choose the qualified user this order is for.',
      errors: [{ path: 'body.qualifiedUserId', message: 'Choose the qualified user this order is for.' }],
    });
    expect(orgBuyingRefusal(refused, texts, false)).toBe(texts.required);
  });

  it('says the chosen member lacks the level, not the buyer', () => {
    const refused = problem({
      qualificationRequired: [{ itemCode: 'A100123-KIT', productCode: 'A100123', requiredLevel: 'C' }],
    });
    expect(orgBuyingRefusal(refused, texts, true)).toBe(texts.notEligible);
    expect(orgBuyingRefusal(refused, texts, false)).toBeUndefined();
  });

  it('leaves every other refusal to checkout’s own words', () => {
    expect(
      orgBuyingRefusal(problem({ status: 403, detail: 'Not your cart.' }), texts, false),
    ).toBeUndefined();
    expect(
      orgBuyingRefusal(problem({ errors: [{ path: 'body.addressId', message: 'unknown' }] }), texts, true),
    ).toBeUndefined();
  });
});
