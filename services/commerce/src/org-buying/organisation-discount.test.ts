import { describe, expect, it } from 'vitest';
import {
  allocateDiscount,
  chooseDiscount,
  discountAmount,
  type DiscountRow,
} from './organisation-discount.ts';

/** The discount's arithmetic on its own: the amount, its allocation over the lines, the row chosen. */

describe('the discount amount', () => {
  it('is the subtotal × basis points / 10 000, rounded half up to the minor unit', () => {
    expect(discountAmount(10_000, 1000)).toBe(1000);
    expect(discountAmount(12_345, 750)).toBe(926);
    expect(discountAmount(1, 5000)).toBe(1);
    expect(discountAmount(0, 1000)).toBe(0);
    expect(discountAmount(99_999_999_999, 10_000)).toBe(99_999_999_999);
  });
});

describe('allocating the discount over the lines', () => {
  it('shares it in proportion, so that the shares sum to the amount exactly', () => {
    const nets = [33_333, 33_333, 33_334];
    const shares = allocateDiscount(nets, 1000);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(1000);
    expect(shares).toEqual([333, 333, 334]);
  });

  it('gives the units left over to the largest remainders, the earlier line on a tie', () => {
    expect(allocateDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(allocateDiscount([100, 200, 700], 7)).toEqual([1, 1, 5]);
    for (const amount of [1, 17, 999, 4321]) {
      const nets = [12_990, 4_550, 129_900, 1];
      const shares = allocateDiscount(nets, amount);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
      shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(nets[index]!));
    }
  });

  it('takes nothing from lines of no value', () => {
    expect(allocateDiscount([0, 0], 0)).toEqual([0, 0]);
    expect(allocateDiscount([0, 500], 50)).toEqual([0, 50]);
  });
});

describe('choosing the discount row', () => {
  const row = (startsOn: string, endsOn: string): DiscountRow => ({
    id: `${startsOn}…${endsOn}`,
    organisationId: 'org',
    scheme: 'old',
    basisPoints: 1000,
    startsOn,
    endsOn,
    currency: 'USD',
    spendingLimit: null,
  });
  const past = row('2025-01-01', '2025-12-31');
  const older = row('2024-01-01', '2024-12-31');
  const now = row('2026-01-01', '2026-12-31');
  const next = row('2027-01-01', '2027-12-31');
  const later = row('2028-01-01', '2028-12-31');

  it('takes the one in force, else the most recently ended, else the next to start', () => {
    expect(chooseDiscount([past, now, next], '2026-06-15')).toBe(now);
    expect(chooseDiscount([older, past, next], '2026-06-15')).toBe(past);
    expect(chooseDiscount([later, next], '2026-06-15')).toBe(next);
    expect(chooseDiscount([], '2026-06-15')).toBeUndefined();
  });

  it('counts both of its days as within it', () => {
    expect(chooseDiscount([now], '2026-01-01')).toBe(now);
    expect(chooseDiscount([now], '2026-12-31')).toBe(now);
  });
});
