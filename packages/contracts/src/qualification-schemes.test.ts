import { LOCALES, localeInfo } from '@store/locales';
import { describe, expect, it } from 'vitest';
import { QUALIFICATION_LEVELS } from './commerce-constants.ts';
import { mayBuy, requiredLevel, schemeLevels, schemeOf } from './qualification-schemes.ts';

describe('qualification schemes', () => {
  it('give every store a scheme whose levels rise strictly and cover the catalogue’s levels in order', () => {
    for (const locale of LOCALES) {
      const { storeId } = localeInfo(locale);
      const ranks = schemeLevels(storeId).map((level) => level.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(new Set(ranks).size).toBe(ranks.length);
      const required = QUALIFICATION_LEVELS.map((level) => requiredLevel(storeId, level).rank);
      expect(required[0]).toBe(0);
      expect(required).toEqual([...required].sort((a, b) => a - b));
    }
  });

  it('compare by rank, not by letter: in Australia A is the highest', () => {
    expect(schemeOf('auassessments')).toBe('anz');
    expect(requiredLevel('auassessments', 'C').code).toBe('A');
    expect(mayBuy('auassessments', ['A'], 'C')).toBe(true);
    expect(mayBuy('auassessments', ['B'], 'C')).toBe(false);
    expect(mayBuy('usassessments', ['B'], 'C')).toBe(false);
    expect(mayBuy('usassessments', ['C'], 'B')).toBe(true);
  });

  it('know the UK levels between the catalogue’s: CL2R buys CL2 items, CL1 only unrestricted ones', () => {
    expect(requiredLevel('ukassessments', 'B').code).toBe('CL2');
    expect(mayBuy('ukassessments', ['CL2R'], 'B')).toBe(true);
    expect(mayBuy('ukassessments', ['CL2R'], 'C')).toBe(false);
    expect(mayBuy('ukassessments', ['CL1'], 'B')).toBe(false);
    expect(mayBuy('ukassessments', ['CL1'], 'A')).toBe(true);
  });

  it('sell the lowest level to anyone, and count an unknown code for nothing', () => {
    expect(mayBuy('nlassessments', [], 'A')).toBe(true);
    expect(mayBuy('nlassessments', [], 'B')).toBe(false);
    expect(mayBuy('ukassessments', ['C'], 'B')).toBe(false);
  });
});
