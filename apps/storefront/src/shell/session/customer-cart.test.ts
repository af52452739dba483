import { describe, expect, it } from 'vitest';
import { cartStep, parseCustomerCartAnswer } from './customer-cart.ts';

const ana = '8d2f1c3e-0a4b-4c5d-9e6f-000000000001';
const ben = '8d2f1c3e-0a4b-4c5d-9e6f-000000000002';

describe('cartStep', () => {
  it('takes on the customer’s cart until the cookie holds theirs', () => {
    expect(cartStep(ana, undefined)).toBe('restore');
    expect(cartStep(ana, ben)).toBe('restore');
    expect(cartStep(ana, ana)).toBe('none');
  });

  it('forgets a customer’s cart once nobody is signed in, and leaves an anonymous one alone', () => {
    expect(cartStep(undefined, ana)).toBe('forget');
    expect(cartStep(undefined, undefined)).toBe('none');
  });
});

describe('parseCustomerCartAnswer', () => {
  it('reads the route’s answer and refuses anything else', () => {
    expect(parseCustomerCartAnswer({ totalItems: 3, merged: true, adjusted: false })).toEqual({
      totalItems: 3,
      merged: true,
      adjusted: false,
    });
    expect(parseCustomerCartAnswer({ totalItems: '3', merged: true, adjusted: false })).toBeUndefined();
    expect(parseCustomerCartAnswer({ totalItems: 3, merged: true })).toBeUndefined();
    expect(parseCustomerCartAnswer(null)).toBeUndefined();
  });
});
