import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, FORMATS } from '@store/contracts/commerce-constants';
import { generateCatalog, programByCode } from './generate.ts';
import { CATEGORY_COLOURS, coverOf, coverSvg, programCovers } from './covers.ts';

/** WCAG relative luminance contrast of white text on a #rrggbb ground. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

const LUMEN = programByCode('A100123')!;

describe('the program covers', () => {
  it('gives every program a cover per format it is sold in, its first item’s format first', () => {
    for (const program of generateCatalog(1).programs) {
      const covers = programCovers(program);
      expect(covers.length, program.code).toBeGreaterThan(0);
      expect(covers.map((c) => c.format)).toEqual([...new Set(program.items.map((i) => i.format))]);
      expect(covers[0]?.format).toBe(program.items[0]?.format);
    }
  });

  it('draws the same bytes, hence the same version, every time', () => {
    const first = programCovers(LUMEN);
    const again = programCovers(programByCode('A100123')!);
    expect(again).toEqual(first);
    expect(new Set(first.map((c) => c.version)).size).toBe(first.length);
    for (const cover of first) expect(cover.version).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('draws the short name and code on the first category’s colour, a pictogram per format, nothing that runs or reaches out', () => {
    const svgs = FORMATS.map((format) => coverSvg(LUMEN, format));
    expect(new Set(svgs).size).toBe(FORMATS.length);
    for (const svg of svgs) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain(`fill="${CATEGORY_COLOURS['academic-learning'].ground}"`);
      expect(svg).toContain('>LRFI</text>');
      expect(svg).toContain('>A100123</text>');
      expect(svg).not.toMatch(/<script|href=|on[a-z]+=|url\(/i);
    }
  });

  it('escapes the names it draws', () => {
    const svg = coverSvg({ code: 'A100123', program: '<a&b>"', categories: [] }, 'kit');
    expect(svg).toContain('&#60;a&#38;b&#62;&#34;');
    expect(svg).not.toContain('<a&b>');
  });

  it('keeps white text readable on every category’s ground', () => {
    for (const id of CATEGORY_IDS)
      expect(contrastWithWhite(CATEGORY_COLOURS[id].ground), id).toBeGreaterThanOrEqual(4.5);
  });

  it('draws a generated program’s cover again from its code and format, and nothing for others', () => {
    expect(coverOf(LUMEN, 'manual')).toBe(coverSvg(LUMEN, 'manual'));
    expect(coverOf(undefined, 'kit')).toBeUndefined();
    expect(coverOf(LUMEN, null)).toBeUndefined();
  });
});
