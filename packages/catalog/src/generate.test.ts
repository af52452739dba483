import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, isQLocalItem, itemCodeSchema, programCodeSchema } from '@store/contracts/commerce';
import {
  CATALOG_LANGUAGES,
  generateCatalog,
  isValidUpc,
  programAt,
  programByCode,
  STORE_IDS,
  upcOfItem,
} from './index.ts';

const scale1 = generateCatalog(1);

describe('the catalogue generator', () => {
  it('sells Q Local report usages beside the online reports of some programs, a fifth dearer, never the lowest price', () => {
    const withQLocal = scale1.programs.filter((p) => p.items.some((i) => isQLocalItem(i.code)));
    expect(withQLocal.length).toBeGreaterThan(50);
    for (const program of withQLocal) {
      const qLocal = program.items.find((i) => isQLocalItem(i.code))!;
      const online = program.items.find((i) => i.kind === 'DIGR25')!;
      expect(qLocal).toMatchObject({
        format: 'digital-subscription',
        digital: true,
        code: `${program.code}-QLR25`,
      });
      expect(qLocal.prices.USD.price).toBeGreaterThan(online.prices.USD.price);
      expect(qLocal.prices.JPY.price).toBeGreaterThan(online.prices.JPY.price);
      expect(program.items.at(-1)).toBe(qLocal);
    }
    expect(scale1.programs.filter((p) => p.items.some((i) => i.kind === 'DIGR25')).length).toBeGreaterThan(
      withQLocal.length,
    );
  });

  it('is deterministic', () => {
    expect(generateCatalog(1)).toEqual(scale1);
    expect(programAt(321)).toEqual(scale1.programs[321]);
  });

  it('makes about 500 programs and 5,000 items at scale 1, ten times that at scale 10, the first a prefix of the second', () => {
    const items = (c: typeof scale1) => c.programs.reduce((n, p) => n + p.items.length, 0);
    expect(scale1.programs).toHaveLength(500);
    expect(items(scale1)).toBeGreaterThan(4500);
    expect(items(scale1)).toBeLessThan(5500);
    const scale10 = generateCatalog(10);
    expect(scale10.programs).toHaveLength(5000);
    expect(items(scale10)).toBeGreaterThan(45000);
    expect(items(scale10)).toBeLessThan(55000);
    expect(scale10.programs.slice(0, 500)).toEqual(scale1.programs);
    expect(new Set(scale10.programs.map((p) => p.code)).size).toBe(5000);
    expect(new Set(scale10.programs.map((p) => p.texts.en.name)).size).toBe(5000);
    expect(scale10.generator).not.toBe(scale1.generator);
  });

  it('gives valid, unique codes that map back to their program', () => {
    const itemCodes = new Set<string>();
    for (const program of scale1.programs) {
      expect(programCodeSchema.safeParse(program.code).success).toBe(true);
      expect(programByCode(program.code)?.code).toBe(program.code);
      for (const item of program.items) {
        expect(itemCodeSchema.safeParse(item.code).success, item.code).toBe(true);
        expect(item.code.startsWith(`${program.code}-`)).toBe(true);
        itemCodes.add(item.code);
      }
    }
    expect(itemCodes.size).toBe(scale1.programs.reduce((n, p) => n + p.items.length, 0));
    expect(programByCode('Z999999')).toBeUndefined();
    expect(programByCode('A4000000')).toBeUndefined();
  });

  it('gives every physical item a valid, unique UPC derived from its item code, and digital items none', () => {
    const upcs = new Set<string>();
    let physical = 0;
    for (const item of generateCatalog(10).programs.flatMap((p) => p.items)) {
      if (item.digital) {
        expect(item.upc, item.code).toBeUndefined();
        expect(upcOfItem(item.code)).toBeUndefined();
        continue;
      }
      physical++;
      expect(isValidUpc(item.upc ?? ''), `${item.code} ${item.upc}`).toBe(true);
      expect(upcOfItem(item.code)).toBe(item.upc);
      upcs.add(item.upc ?? '');
    }
    expect(physical).toBeGreaterThan(20_000);
    expect(upcs.size).toBe(physical);
    // Stable across runs and versions: a printed barcode must keep naming the same item.
    expect(programByCode('A100123')?.items.find((i) => i.kind === 'KIT')?.upc).toBe('407350000009');
    expect(upcOfItem('A100123-KIT')).toBe('407350000009');
    expect(upcOfItem('Z999999-KIT')).toBeUndefined();
    expect(upcOfItem('A100123-NOPE')).toBeUndefined();
  });

  it('writes every text in all six languages', () => {
    expect(CATALOG_LANGUAGES).toHaveLength(6);
    for (const program of scale1.programs.slice(0, 50)) {
      for (const language of CATALOG_LANGUAGES) {
        const text = program.texts[language];
        expect(text.name.length).toBeGreaterThan(3);
        expect(text.summary.length).toBeGreaterThan(20);
        expect(text.description.startsWith(text.summary)).toBe(true);
      }
    }
    expect(scale1.programs[10]!.texts.ja.summary).toMatch(/[\u3040-\u30ff]/);
    expect(scale1.programs[10]!.texts.zh.summary).toMatch(/[\u4e00-\u9fff]/);
  });

  it('prices every item in each currency, rounded per currency, with cheaper tiers', () => {
    for (const item of scale1.programs.flatMap((p) => p.items)) {
      expect(Number.isInteger(item.prices.JPY.price)).toBe(true);
      expect(Math.round(item.prices.EUR.price * 100)).toBe(item.prices.EUR.price * 100);
      expect(item.minOrderQuantity).toBeLessThanOrEqual(item.maxOrderQuantity);
      let last = item.prices.USD.price;
      for (const tier of item.prices.USD.tiers) {
        expect(tier.price).toBeLessThan(last);
        last = tier.price;
      }
    }
  });

  it('spreads programs over every category, qualification level and site, not every program everywhere', () => {
    const categories = new Set(scale1.programs.flatMap((p) => p.categories));
    expect([...categories].sort()).toEqual([...CATEGORY_IDS].sort());
    expect(new Set(scale1.programs.map((p) => p.qualificationLevel))).toEqual(new Set(['A', 'B', 'C']));
    for (const store of STORE_IDS) {
      const sold = scale1.programs.filter((p) => p.stores.includes(store)).length;
      expect(sold).toBeGreaterThan(150);
      if (store !== 'usassessments') expect(sold).toBeLessThan(500);
    }
  });

  it('names the three programs with hand-written content as their product pages do', () => {
    // The hand-written product pages of packages/content, read as files: this package does not depend on it.
    const pdpDir = fileURLToPath(new URL('../../content/data/pdp', import.meta.url));
    const files = readdirSync(pdpDir).filter((f) => f.endsWith('.json'));
    const named: string[] = [];
    const languageOf: Record<string, 'en' | 'fr' | 'nl' | 'es'> = {
      'fr-ca': 'fr',
      'nl-nl': 'nl',
      'es-es': 'es',
    };
    for (const file of files) {
      const contentLocale = file.replace('.json', '');
      const language = languageOf[contentLocale] ?? 'en';
      const { items } = JSON.parse(readFileSync(`${pdpDir}/${file}`, 'utf8')) as {
        items: Record<string, { overview: string }>;
      };
      for (const [code, item] of Object.entries(items)) {
        const name = programByCode(code)?.texts[language].name;
        expect(name, `${code} in ${contentLocale}`).toBeDefined();
        expect(item.overview, `${code} in ${contentLocale}`).toContain(name!);
        named.push(`${contentLocale} ${code}`);
      }
    }
    // Every content locale's page of each of the three programs was read.
    expect(named).toHaveLength(files.length * 3);
    expect(files.length).toBeGreaterThanOrEqual(8);
  });
});
