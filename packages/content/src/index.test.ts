import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_LOCALE_INFO, LOCALES, type Locale } from '@store/locales';
import { CONTENT_FILES, pdpProgramItemSchema } from '@store/contracts/content';
import { CONTENT_DATA_DIR, builtInContent } from './index.ts';

const ENGLISH: readonly Locale[] = ['en-us', 'en-ca', 'en-gb', 'en-au', 'en-nz'];
const TRANSLATED = LOCALES.filter((l) => !ENGLISH.includes(l));

/** Platform names stay as they are in every language; Dutch writes ADHD as English does. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Q-global',
  'Q-interactive',
  'Q Local',
  'aimswebPlus',
  'Review360',
  'ADHD',
]);

const TEXT_KEYS = new Set([
  'title',
  'description',
  'text',
  'label',
  'template',
  'ariaLabel',
  'heading',
  'intro',
  'overview',
  'productDetails',
  'question',
  'answer',
  'complimentaryTraining',
  'hours',
]);

/** Keys whose values must be the same in every locale: identifiers and placeholder paths. */
const STRUCTURAL_KEYS = new Set([
  'id',
  'name',
  'msgId',
  'icon',
  'ariaControlsId',
  'linkPath',
  'path',
  'href',
  'thumbnailImagePath',
  'closedDates',
]);

/** The tree with its words blanked out, so locales can be compared for what they contain. */
function shape(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => shape(v, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, k)]));
  }
  if (typeof value === 'string' && !STRUCTURAL_KEYS.has(key)) return typeof value;
  return value;
}

function texts(value: unknown, key = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => texts(v, key));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => texts(v, k));
  }
  return typeof value === 'string' && TEXT_KEYS.has(key) ? [value] : [];
}

const readData = (...parts: string[]) => readFileSync(join(CONTENT_DATA_DIR, ...parts), 'utf8');

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('built-in content', () => {
  it.each(LOCALES)('%s parses against the contracts', (locale) => {
    const content = builtInContent(locale);
    expect(content.nav.sections).toHaveLength(3);
    expect(content.footer.items.length).toBeGreaterThan(0);
    expect(content.banner.supportClosure).toBeDefined();
    expect(content.home.tiles.length).toBeGreaterThanOrEqual(3);
    expect(content.home.tiles.length).toBeLessThanOrEqual(6);
    expect(content.contact.channels.length).toBeGreaterThan(0);
    expect(content.contact.links.map((l) => l.path)).toContain('/{locale}/international-contacts');
  });

  it('parses each locale once', () => {
    expect(builtInContent('en-gb')).toBe(builtInContent('en-gb'));
  });

  it('ships every content file for every locale', () => {
    for (const locale of LOCALES) {
      for (const file of Object.values(CONTENT_FILES)) {
        expect(existsSync(join(CONTENT_DATA_DIR, locale, file)), `${locale}/${file}`).toBe(true);
      }
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en-us'))('%s has the same structure as en-us', (locale) => {
    const us = builtInContent('en-us');
    const other = builtInContent(locale);
    expect(shape(other.nav)).toEqual(shape(us.nav));
    expect(shape(other.footer)).toEqual(shape(us.footer));
    expect(shape(other.home)).toEqual(shape(us.home));
    expect(shape(other.contact)).toEqual(shape(us.contact));
    const { resumesAt: _usResumes, ...usClosure } = us.banner.supportClosure ?? {};
    const { resumesAt: _resumes, ...closure } = other.banner.supportClosure ?? {};
    expect(shape(closure)).toEqual(shape(usClosure));
  });

  it.each(TRANSLATED)('%s has no copy left in US English', (locale) => {
    const us = builtInContent('en-us');
    const other = builtInContent(locale);
    for (const kind of ['nav', 'footer', 'banner', 'home', 'contact'] as const) {
      const expected = texts(us[kind]);
      const actual = texts(other[kind]);
      expect(expected.length, kind).toBeGreaterThan(0);
      expect(actual).toHaveLength(expected.length);
      const untranslated = actual.filter(
        (text, i) => text === expected[i] && !SAME_IN_EVERY_LANGUAGE.has(text),
      );
      expect(untranslated, `${locale} ${kind}`).toEqual([]);
    }
  });

  it('uses regional spelling for English', () => {
    const words = (locale: Locale) => texts(builtInContent(locale).nav).join(' | ');
    expect(words('en-us')).toContain('Behavior');
    expect(words('en-us')).toContain('Catalogs');
    for (const locale of ['en-ca', 'en-gb', 'en-au', 'en-nz'] as const) {
      expect(words(locale)).toContain('Behaviour');
      expect(words(locale)).toContain('Catalogues');
      expect(words(locale)).not.toContain('Behavior');
    }
  });
});

describe('navigation', () => {
  const nav = builtInContent('en-us').nav;

  it('has the five utility links in order', () => {
    expect(nav.utilityLinks.map((l) => l.path)).toEqual([
      '/{locale}/country-selector',
      '/store/{store}/{lang}/quickOrder',
      '/store/{store}/{lang}/order-status',
      '/invoices/{locale}',
      '/{locale}/contact-us',
    ]);
  });

  it('has every mega-menu group and item of the specification', () => {
    const layout = nav.sections.map((section) => ({
      id: section.ariaControlsId,
      groups: (section.children ?? []).map((g) =>
        g.thumbnailImagePath ? 'promo' : (g.children ?? []).length,
      ),
    }));
    expect(layout).toEqual([
      { id: 'mega-assessments', groups: [11, 8, 2, 'promo'] },
      { id: 'mega-learning', groups: [11, 2, 2, 4] },
      { id: 'mega-ordering', groups: [6, 4, 4, 2] },
    ]);
    const digital = nav.sections[0]?.children?.[1]?.children?.map((i) => i.title) ?? [];
    expect(digital.filter((t) => t.startsWith('Digital Assessment Library'))).toHaveLength(2);
  });

  it('gives the promo tile an image and a sentence', () => {
    const promo = nav.sections[0]?.children?.find((g) => g.thumbnailImagePath);
    expect(promo?.description).toBeTruthy();
    expect(promo?.linkPath).toMatch(/^\/\{locale\}\//);
  });
});

describe('footer', () => {
  it.each(LOCALES)('%s has every group', (locale) => {
    const items = builtInContent(locale).footer.items;
    expect(items.map((i) => i.id)).toEqual([
      'shop',
      'legal',
      'help',
      'about',
      'corporate',
      'social',
      'legal-notes',
      'copyright',
    ]);
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get('help')?.links?.[1]?.path).toBe('/store/usassessments/en/order-status');
    expect(byId.get('shop')?.links).toHaveLength(3);
    expect(byId.get('legal')?.links).toHaveLength(4);
    expect(byId.get('help')?.links).toHaveLength(4);
    expect(byId.get('about')?.links).toHaveLength(3);
    expect(byId.get('corporate')?.links).toHaveLength(3);
    expect(byId.get('legal-notes')?.links).toHaveLength(6);
    expect(byId.get('copyright')?.text).toMatch(/©/);
    const social = byId.get('social')?.socialLinks ?? [];
    expect(social.map((s) => [s.name, s.enabled])).toEqual([
      ['facebook', true],
      ['twitter', true],
      ['youtube', true],
      ['linkedin', true],
      ['instagram', true],
    ]);
  });
});

describe('HTML fragments', () => {
  const fragments = LOCALES.flatMap((locale) =>
    [CONTENT_FILES.navHtml, CONTENT_FILES.footerHtml].map((file) => [locale, file] as const),
  );

  it.each(fragments)('%s %s carries nothing executable', (locale, file) => {
    const html = readData(locale, file);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/\{(locale|lang|store)\}/);
  });

  it.each(LOCALES)('%s fragments show the same links as the JSON', (locale) => {
    const { nav, footer } = builtInContent(locale);
    const navHtml = readData(locale, CONTENT_FILES.navHtml);
    expect(navHtml).toMatch(/^<nav /);
    for (const title of [...nav.utilityLinks.map((l) => l.title), ...texts(nav.sections)]) {
      if (nav.sections.some((s) => s.ariaLabel === title)) continue;
      expect(navHtml).toContain(escapeHtml(title));
    }
    const footerHtml = readData(locale, CONTENT_FILES.footerHtml);
    for (const text of texts(footer)) expect(footerHtml).toContain(escapeHtml(text));
  });
});

describe('pdp-program content', () => {
  const contentLocales = [...new Set(ALL_LOCALE_INFO.map((l) => l.contentLocale))];
  const load = (contentLocale: string) => {
    const file = JSON.parse(readData('pdp', `${contentLocale}.json`)) as { items: Record<string, unknown> };
    const items = Object.entries(file.items).map(
      ([code, item]) => [code, pdpProgramItemSchema.parse(item)] as const,
    );
    return { items: Object.fromEntries(items) };
  };

  it('covers every content locale of the locale table', () => {
    expect(contentLocales.sort()).toEqual(
      ['en-asia', 'en-au', 'en-ca', 'en-uk', 'en-us', 'es-es', 'fr-ca', 'nl-nl'].sort(),
    );
  });

  it.each(contentLocales)('%s has the same programs as en-us', (contentLocale) => {
    const { items } = load(contentLocale);
    const codes = Object.keys(items);
    expect(codes.length).toBeGreaterThanOrEqual(3);
    expect(codes).toEqual(Object.keys(load('en-us').items));
    for (const [code, item] of Object.entries(items)) {
      expect(item._path).toBe(`/content/dam/pdp/${contentLocale}/${code}`);
      expect(item.locale).toBe(contentLocale);
    }
  });

  it.each(['fr-ca', 'nl-nl', 'es-es'])('%s is translated', (contentLocale) => {
    const expected = texts(load('en-us').items);
    const actual = texts(load(contentLocale).items);
    expect(expected.length).toBeGreaterThan(0);
    expect(actual).toHaveLength(expected.length);
    expect(actual.filter((text, i) => text === expected[i])).toEqual([]);
  });
});
