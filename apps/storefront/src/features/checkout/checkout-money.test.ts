import { describe, expect, it } from 'vitest';
import { formatMinor, toMinor } from './checkout-money.ts';

describe('money in minor units', () => {
  it('writes cents as the locale writes the currency', () => {
    expect(formatMinor(12345, 'USD', 'en-us')).toBe('$123.45');
    expect(formatMinor(12345, 'CAD', 'fr-ca')).toBe('123,45\u00a0$');
  });

  it('writes yen whole, without decimals', () => {
    expect(formatMinor(12345, 'JPY', 'ja-jp')).toBe('￥12,345');
    expect(toMinor(12345, 'JPY')).toBe(12345);
    expect(toMinor(19.99, 'USD')).toBe(1999);
  });
});
