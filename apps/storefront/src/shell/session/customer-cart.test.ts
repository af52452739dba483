import { describe, expect, it } from 'vitest';
import { tokenTag } from '../header/cart-cookies.ts';
import { cartStep, parseCustomerCartAnswer } from './customer-cart.ts';

const ana = '8d2f1c3e-0a4b-4c5d-9e6f-000000000001';
const ben = '8d2f1c3e-0a4b-4c5d-9e6f-000000000002';

const token = 'token-of-ana-1';
const renewed = 'token-of-ana-2';
const signed = { userId: ana, accessToken: token };

describe('cartStep', () => {
  it('takes on the customer’s cart until the cookie holds theirs', () => {
    expect(cartStep(signed, { ownerId: undefined, tokenTag: undefined })).toBe('restore');
    expect(cartStep(signed, { ownerId: ben, tokenTag: tokenTag(token) })).toBe('restore');
    expect(cartStep(signed, { ownerId: ana, tokenTag: tokenTag(token) })).toBe('none');
  });

  it('hands the server the token again when it holds another one, or none any more', () => {
    expect(cartStep(signed, { ownerId: ana, tokenTag: tokenTag(renewed) })).toBe('restore');
    expect(cartStep(signed, { ownerId: ana, tokenTag: undefined })).toBe('restore');
  });

  it('forgets a customer’s cart once nobody is signed in, and leaves an anonymous one alone', () => {
    expect(cartStep(undefined, { ownerId: ana, tokenTag: tokenTag(token) })).toBe('forget');
    expect(cartStep(undefined, { ownerId: undefined, tokenTag: undefined })).toBe('none');
  });
});

describe('tokenTag', () => {
  it('tells tokens apart and gives the same tag for the same token', () => {
    expect(tokenTag(token)).toBe(tokenTag(`token-of-ana-${1}`));
    expect(tokenTag(token)).not.toBe(tokenTag(renewed));
    expect(tokenTag(token)).toMatch(/^[0-9a-z]{1,7}$/);
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
