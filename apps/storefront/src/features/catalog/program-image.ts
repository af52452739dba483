import type { CategoryId } from '@store/contracts/commerce-constants';
import type { Locale } from '@store/locales';
import { storePaths } from '../../shell/routing/store-paths.ts';

/**
 * A program's cover art (the image-capability flag, requirements §9): the catalogue has no
 * photographs, so the store draws one from the program's short name and its categories' colours.
 * An SVG file with no script and no external reference, so the page's policy needs nothing new.
 */

export const PROGRAM_IMAGE_WIDTH = 240;
export const PROGRAM_IMAGE_HEIGHT = 300;

/** A dark ground under white text (contrast at least 4.5:1) and a light accent, per category. */
export const CATEGORY_COLOURS: Record<CategoryId, { ground: string; accent: string }> = {
  'academic-learning': { ground: '#1d4e89', accent: '#7fb3e6' },
  behavior: { ground: '#7a2e5c', accent: '#e7a1c8' },
  'career-planning': { ground: '#2f5d3a', accent: '#9ccf8f' },
  'cognition-neuro': { ground: '#3b2f7a', accent: '#b2a5f0' },
  'developmental-early-childhood': { ground: '#8a4b08', accent: '#f3c27a' },
  'motor-sensory': { ground: '#0f5e5e', accent: '#86d6d0' },
  'personality-biopsychosocial': { ground: '#5b3a1e', accent: '#d9ad86' },
  'mtss-rti-benchmarking': { ground: '#234a6b', accent: '#f0d264' },
  'spanish-assessments': { ground: '#8c1d1d', accent: '#f2a38f' },
  'speech-language': { ground: '#4a3b06', accent: '#e3cf6a' },
};

export function programImagePath(locale: Locale, code: string): string {
  return `${storePaths(locale).product(code)}/image.svg`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function programImageSvg(program: {
  code: string;
  program: string;
  categories: readonly CategoryId[];
}): string {
  const first = CATEGORY_COLOURS[program.categories[0] ?? 'academic-learning'];
  const second = program.categories[1] ? CATEGORY_COLOURS[program.categories[1]] : first;
  const w = PROGRAM_IMAGE_WIDTH;
  const h = PROGRAM_IMAGE_HEIGHT;
  // Stripes from the code's digits: programs of one category still look apart.
  const digits = program.code
    .replace(/[^0-9]/g, '')
    .split('')
    .map(Number);
  const stripes = digits
    .map((d, i) => {
      const y = 28 + i * 12;
      const width = 30 + d * 14;
      return `<rect x="${w - width}" y="${y}" width="${width}" height="6" rx="3" fill="${i % 2 ? second.accent : first.accent}" opacity="0.55"/>`;
    })
    .join('');
  const size = Math.min(64, Math.floor((w - 40) / Math.max(program.program.length * 0.62, 1)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" fill="${first.ground}"/>`,
    `<path d="M0 ${h * 0.62} L${w} ${h * 0.5} L${w} ${h} L0 ${h} Z" fill="${second.accent}" opacity="0.35"/>`,
    stripes,
    `<text x="20" y="${h * 0.5}" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(program.program)}</text>`,
    `<text x="20" y="${h - 24}" font-family="system-ui, sans-serif" font-size="16" fill="#ffffff">${escapeXml(program.code)}</text>`,
    '</svg>',
  ].join('');
}
