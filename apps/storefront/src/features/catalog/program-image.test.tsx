import { CATEGORY_IDS } from '@store/contracts/commerce-constants';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_COLOURS, programImagePath, programImageSvg } from './program-image.ts';
import { ProgramImage } from './program-image.tsx';

const flags = vi.hoisted(() => ({ 'image-capability': false }));
vi.mock('../../shell/flags/flags-provider.tsx', () => ({
  useFlag: (name: keyof typeof flags) => flags[name],
}));

beforeEach(() => {
  flags['image-capability'] = false;
});

/** WCAG relative luminance contrast of white text on a #rrggbb ground. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('the program cover art', () => {
  it('draws the short name and code on the first category’s colour, with no script or outside reference', () => {
    const svg = programImageSvg({
      code: 'A100123',
      program: 'LRFI',
      categories: ['behavior', 'speech-language'],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`fill="${CATEGORY_COLOURS.behavior.ground}"`);
    expect(svg).toContain(CATEGORY_COLOURS['speech-language'].accent);
    expect(svg).toContain('>LRFI</text>');
    expect(svg).toContain('>A100123</text>');
    expect(svg).not.toMatch(/<script|href=|on[a-z]+=|url\(/i);
  });

  it('escapes the names it draws', () => {
    const svg = programImageSvg({ code: 'A100123', program: '<a&b>"', categories: [] });
    expect(svg).toContain('&#60;a&#38;b&#62;&#34;');
    expect(svg).not.toContain('<a&b>');
  });

  it('keeps white text readable on every category’s ground', () => {
    for (const id of CATEGORY_IDS)
      expect(contrastWithWhite(CATEGORY_COLOURS[id].ground), id).toBeGreaterThanOrEqual(4.5);
  });

  it('lives beside the product page of its locale', () => {
    expect(programImagePath('fr-ca', 'A100123')).toBe('/fr-ca/p/A100123/image.svg');
  });
});

describe('ProgramImage', () => {
  const image = (
    <ProgramImage src="/en-us/p/A100123/image.svg" alt="Cover of Lumen" scale={0.5} className="x" />
  );

  it('shows nothing with the image-capability flag off', () => {
    expect(renderToStaticMarkup(image)).toBe('');
  });

  it('shows the image with its alternative text with the flag on', () => {
    flags['image-capability'] = true;
    const html = renderToStaticMarkup(image);
    expect(html).toContain('src="/en-us/p/A100123/image.svg"');
    expect(html).toContain('alt="Cover of Lumen"');
    expect(html).toContain('width="120"');
  });
});
