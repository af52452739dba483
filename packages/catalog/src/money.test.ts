import { describe, expect, it } from 'vitest';
import { toMinorUnits } from './money.ts';

describe('toMinorUnits', () => {
  it('counts cents, and yen as they are, without binary drift', () => {
    expect(toMinorUnits(412.5, 'USD')).toBe(41250);
    expect(toMinorUnits(129.67, 'EUR')).toBe(12967);
    expect(toMinorUnits(0.29, 'GBP')).toBe(29);
    expect(toMinorUnits(18600, 'JPY')).toBe(18600);
  });
});
