import { describe, expect, it } from 'vitest';
import { generateCatalog } from './generate.ts';
import { releaseDateOf } from './release-dates.ts';

describe('release dates', () => {
  const codes = generateCatalog(1).programs.map((p) => p.code);

  it('give every program a date between 2015 and the seeding, the same on every call', () => {
    for (const code of codes) {
      const date = releaseDateOf(code);
      expect(date).toMatch(/^20(1[5-9]|2[0-5])-\d{2}-\d{2}$/);
      expect(releaseDateOf(code)).toBe(date);
    }
  });

  it('spread the catalogue over the years, so "new releases" is a short list', () => {
    const years = new Set(codes.map((code) => releaseDateOf(code).slice(0, 4)));
    expect(years.size).toBe(11);
    const newest = [...codes].sort().map(releaseDateOf).sort().reverse();
    expect(newest[0]).not.toBe(newest[8]);
  });
});
