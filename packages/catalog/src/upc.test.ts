import { describe, expect, it } from 'vitest';
import { isValidUpc, upcCheckDigit, upcFor } from './upc.ts';

describe('UPC-A numbers', () => {
  it('computes the check digit of the GS1 specification', () => {
    // GS1's own worked example: 03600029145, check digit 2.
    expect(upcCheckDigit('03600029145')).toBe(2);
    expect(isValidUpc('036000291452')).toBe(true);
    expect(isValidUpc('036000291453')).toBe(false);
    expect(isValidUpc('03600029145')).toBe(false);
    expect(isValidUpc('03600029145X')).toBe(false);
  });

  it('numbers items in the company range from their program and kind positions', () => {
    expect(upcFor(0, 0)).toBe('407350000009');
    expect(upcFor(4999, 12)).toMatch(/^40735499912[0-9]$/);
    expect(isValidUpc(upcFor(4999, 12))).toBe(true);
    expect(() => upcFor(10_000, 0)).toThrow(RangeError);
    expect(() => upcFor(0, 100)).toThrow(RangeError);
  });
});
