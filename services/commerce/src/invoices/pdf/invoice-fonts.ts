import { readFile } from 'node:fs/promises';
import * as fontkit from 'fontkit';
import type { Locale } from '@store/locales';

/**
 * The fonts an invoice is printed in, all Noto Sans, read from the font packages installed with the
 * service (never fetched at run time): Latin (with Greek and Cyrillic) for most locales, Japanese
 * and Simplified Chinese for ja-jp and zh-sg. pdfkit embeds only the glyphs a document uses.
 */

export type FontScript = 'latin' | 'jp' | 'sc';
export type FontWeight = 'regular' | 'bold';

/** The packages' files of each weight (pinned versions: the packages export no file paths). */
const FILES: Record<FontScript, { package: string; regular: string; bold: string }> = {
  latin: { package: '@embedpdf/fonts-latin', regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  jp: { package: '@embedpdf/fonts-jp', regular: 'NotoSansJP-Regular.otf', bold: 'NotoSansJP-Bold.otf' },
  sc: { package: '@embedpdf/fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
};

export interface LoadedFont {
  /** The name the font is registered under in a document. */
  name: string;
  data: Buffer;
  covers(text: string): boolean;
}

/** The fonts sit in the package's fonts/ folder, beside its entry point's dist/. */
function fontFile(script: FontScript, weight: FontWeight): URL {
  const files = FILES[script];
  return new URL(`../fonts/${files[weight]}`, import.meta.resolve(files.package));
}

async function load(script: FontScript, weight: FontWeight): Promise<LoadedFont> {
  const data = await readFile(fontFile(script, weight));
  const font = fontkit.create(data);
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${script} ${weight} is a font collection`);
  return {
    name: `${script}-${weight}`,
    data,
    covers: (text) =>
      [...text].every((c) => /[ \t\n]/.test(c) || font.hasGlyphForCodePoint(c.codePointAt(0)!)),
  };
}

// A CJK font is several megabytes: read once per process, and only when a document needs it.
const loaded = new Map<string, Promise<LoadedFont>>();

function invoiceFont(script: FontScript, weight: FontWeight): Promise<LoadedFont> {
  const key = `${script}-${weight}`;
  let font = loaded.get(key);
  if (!font) {
    font = load(script, weight);
    font.catch(() => loaded.delete(key));
    loaded.set(key, font);
  }
  return font;
}

/** The locale's own script first; the others print what it has no glyph for (a buyer's name in kanji on an English invoice). */
function scriptsFor(locale: Locale): readonly FontScript[] {
  if (locale === 'ja-jp') return ['jp', 'latin', 'sc'];
  if (locale === 'zh-sg') return ['sc', 'latin', 'jp'];
  return ['latin', 'jp', 'sc'];
}

async function someAsync<T>(items: readonly T[], test: (item: T) => Promise<boolean>): Promise<boolean> {
  for (const item of items) if (await test(item)) return true;
  return false;
}

export interface InvoiceFonts {
  /** Every font a document prints with, to register under its name. */
  all: readonly LoadedFont[];
  /** The name of the first font of the locale's order that has every glyph of the text. */
  pick(text: string, weight: FontWeight): string;
}

/**
 * The locale's fonts, and those of another script only when one of `texts` (what the customer and
 * the store wrote: names, addresses, item names) needs it.
 */
export async function invoiceFonts(locale: Locale, texts: readonly string[]): Promise<InvoiceFonts> {
  const [primary, ...others] = scriptsFor(locale);
  const scripts: FontScript[] = [primary!];
  const covered = async (text: string, script: FontScript) =>
    (await invoiceFont(script, 'regular')).covers(text);
  for (const text of texts) {
    if (await someAsync(scripts, (script) => covered(text, script))) continue;
    for (const script of others) {
      if (!scripts.includes(script) && (await covered(text, script))) {
        scripts.push(script);
        break;
      }
    }
  }
  const fonts = await Promise.all(
    scripts.map(async (script) => ({
      regular: await invoiceFont(script, 'regular'),
      bold: await invoiceFont(script, 'bold'),
    })),
  );
  return {
    all: fonts.flatMap((f) => [f.regular, f.bold]),
    pick: (text, weight) => (fonts.find((f) => f[weight].covers(text)) ?? fonts[0]!)[weight].name,
  };
}
