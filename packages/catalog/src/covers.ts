import { createHash } from 'node:crypto';
import type { CategoryId, Format } from '@store/contracts/commerce-constants';
import { PRODUCT_IMAGE_FRAME } from '@store/contracts/product-images';

/**
 * A program's covers (requirements §9, product imagery): the catalogue has no photographs, so each
 * program gets a drawn box or book cover per format it is sold in, from its short name, its first
 * category's colour and a pictogram of the format. Pure SVG with no script, text outside the short
 * name and code, or external reference, so the same program always gives the same bytes.
 */

export const COVER_MEDIA_TYPE = 'image/svg+xml';

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

export interface CoverProgram {
  code: string;
  /** The short name drawn large. */
  program: string;
  categories: readonly CategoryId[];
  items: ReadonlyArray<{ format: Format }>;
}

export interface Cover {
  format: Format;
  svg: string;
  /** A hash of the drawing: the image's address changes exactly when the drawing does. */
  version: string;
}

/** Drawn in a 96-unit box, white strokes on the badge's accent disc. */
const PICTOGRAMS: Record<Format, string> = {
  kit: [
    '<path d="M48 14 L82 30 L82 66 L48 82 L14 66 L14 30 Z"/>',
    '<path d="M14 30 L48 46 L82 30 M48 46 L48 82"/>',
    '<path d="M31 22 L65 38"/>',
  ].join(''),
  manual: [
    '<path d="M48 26 C38 20 24 20 14 24 L14 76 C24 72 38 72 48 78 C58 72 72 72 82 76 L82 24 C72 20 58 20 48 26 Z"/>',
    '<path d="M48 26 L48 78 M22 36 L40 36 M22 46 L40 46 M56 36 L74 36 M56 46 L74 46"/>',
  ].join(''),
  'record-forms': [
    '<path d="M24 12 L62 12 L74 24 L74 84 L24 84 Z M62 12 L62 24 L74 24"/>',
    '<path d="M34 38 L40 44 L50 32 M56 40 L66 40 M34 56 L66 56 M34 68 L66 68"/>',
  ].join(''),
  'digital-subscription': [
    '<rect x="12" y="18" width="72" height="48" rx="4"/>',
    '<path d="M36 80 L60 80 M48 66 L48 80 M28 50 L40 38 L52 46 L68 30"/>',
  ].join(''),
  training: [
    '<path d="M8 38 L48 20 L88 38 L48 56 Z"/>',
    '<path d="M26 46 L26 66 C36 76 60 76 70 66 L70 46 M88 38 L88 62"/>',
  ].join(''),
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The formats a program is sold in, in the order of its items: the first is its main image's. */
export function coverFormats(program: Pick<CoverProgram, 'items'>): Format[] {
  return [...new Set(program.items.map((item) => item.format))];
}

export function coverSvg(program: Omit<CoverProgram, 'items'>, format: Format): string {
  const first = CATEGORY_COLOURS[program.categories[0] ?? 'academic-learning'];
  const second = program.categories[1] ? CATEGORY_COLOURS[program.categories[1]] : first;
  const { width: w, height: h } = PRODUCT_IMAGE_FRAME;
  // Stripes from the code's digits: programs of one category still look apart.
  const stripes = program.code
    .replace(/[^0-9]/g, '')
    .split('')
    .map((digit, i) => {
      const width = 60 + Number(digit) * 24;
      const fill = i % 2 ? second.accent : first.accent;
      return `<rect x="${w - width}" y="${56 + i * 20}" width="${width}" height="10" rx="5" fill="${fill}" opacity="0.5"/>`;
    })
    .join('');
  // Wide enough for the widest capitals of the bold face (W, M), so no short name runs off the edge.
  const size = Math.min(120, Math.floor((w - 88) / Math.max(program.program.length * 0.86, 1)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" fill="${first.ground}"/>`,
    // The spine of the box or book, a shade darker than its face.
    `<rect width="28" height="${h}" fill="#000000" opacity="0.22"/>`,
    `<path d="M0 ${h * 0.64} L${w} ${h * 0.5} L${w} ${h} L0 ${h} Z" fill="${second.accent}" opacity="0.32"/>`,
    stripes,
    `<text x="56" y="${h * 0.52}" font-family="DejaVu Sans, Noto Sans, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(program.program)}</text>`,
    `<text x="56" y="${h - 44}" font-family="DejaVu Sans, Noto Sans, Arial, sans-serif" font-size="28" fill="#ffffff">${escapeXml(program.code)}</text>`,
    `<circle cx="${w - 96}" cy="${h - 112}" r="64" fill="#ffffff"/>`,
    `<g transform="translate(${w - 144} ${h - 160})" fill="none" stroke="${first.ground}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${PICTOGRAMS[format]}</g>`,
    '</svg>',
  ].join('');
}

export function imageVersion(bytes: string | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
}

/** The drawing of a generated program's cover in a format, or undefined when the generator makes no such cover. */
export function coverOf(program: CoverProgram | undefined, format: string | null): string | undefined {
  const drawn = program ? programCovers(program).find((cover) => cover.format === format) : undefined;
  return drawn?.svg;
}

/** One cover per format the program is sold in, its main cover first. */
export function programCovers(program: CoverProgram): Cover[] {
  return coverFormats(program).map((format) => {
    const svg = coverSvg(program, format);
    return { format, svg, version: imageVersion(svg) };
  });
}
