import {
  CATEGORY_IDS,
  Q_LOCAL_REPORTS_SUFFIX,
  type CategoryId,
  type Format,
  type QualificationLevel,
} from '@store/contracts/commerce-constants';
import type { StoreId } from '@store/locales';
import { ITEM_KINDS, ITEM_KIND_BY_SUFFIX, type ItemKind } from './item-kinds.ts';
import { CATALOG_LANGUAGES, type CatalogLanguage, type Texts } from './languages.ts';
import { CURRENCIES, listPrice, roundMoney, type Currency } from './money.ts';
import { createRandom, streamSeed, type Random } from './prng.ts';
import { descriptionText, summaryText, type AgeRange, type TextFacts } from './texts.ts';
import { upcFor } from './upc.ts';
import { BRANDS, DOMAINS, EDITIONS, INSTRUMENTS, type Domain } from './vocabulary.ts';

/**
 * The deterministic catalogue: about 500 programs and 5,000 sellable items per unit of scale.
 * Each program is generated from its index alone (its own random stream, its code and name a
 * bijection of the index), so that a bigger scale extends a smaller one, and one program can be
 * regenerated from its code without the rest (the content service's product-page fallback).
 */

/** Bump when the output changes: a stored catalogue from another version is replaced on start. */
export const GENERATOR_VERSION = '4';
export const CATALOG_SEED = 0x5eed2026;
export const PROGRAMS_PER_SCALE = 500;
export const CATALOG_SCALES = [1, 10] as const;
export type CatalogScale = (typeof CATALOG_SCALES)[number];
const MAX_PROGRAMS = PROGRAMS_PER_SCALE * Math.max(...CATALOG_SCALES);

export const STORE_IDS: readonly StoreId[] = [
  'usassessments',
  'caassessments',
  'ukassessments',
  'nlassessments',
  'esassessments',
  'auassessments',
  'nzassessments',
  'sgassessments',
  'asiaassessments',
];

export interface ProgramText {
  name: string;
  summary: string;
  description: string;
}

export interface PriceList {
  price: number;
  tiers: { minQuantity: number; price: number }[];
}

export interface CatalogItem {
  code: string;
  /** The item kind's suffix (KIT, RF25 …); names come from it. */
  kind: string;
  format: Format;
  digital: boolean;
  minOrderQuantity: number;
  maxOrderQuantity: number;
  /** Units on hand; digital items never run out. */
  stock: number;
  prices: Record<Currency, PriceList>;
  /** The UPC-A barcode number of a physical item (upcOfItem); digital items have none. */
  upc?: string;
}

export interface CatalogProgram {
  code: string;
  /** The short name (acronym), e.g. LRFI. */
  program: string;
  texts: Texts<ProgramText>;
  categories: CategoryId[];
  qualificationLevel: QualificationLevel;
  ageRange: AgeRange;
  adminMinutes: [number, number];
  /** Sites that sell the program. */
  stores: StoreId[];
  /** A stable popularity score for the default order. */
  popularity: number;
  items: CatalogItem[];
}

export interface Catalog {
  /** Identifies the generator and scale the rows came from. */
  generator: string;
  scale: CatalogScale;
  programs: CatalogProgram[];
}

export const DIGITAL_STOCK = 1_000_000;

export function generatorId(scale: CatalogScale): string {
  return `catalog-v${GENERATOR_VERSION}-scale-${scale}`;
}

export function generateCatalog(scale: CatalogScale): Catalog {
  const count = PROGRAMS_PER_SCALE * scale;
  const programs: CatalogProgram[] = [];
  for (let index = 0; index < count; index++) programs.push(programAt(index));
  return { generator: generatorId(scale), scale, programs };
}

/** The program a code names at any scale, or undefined when the generator never makes that code. */
export function programByCode(code: string): CatalogProgram | undefined {
  const index = indexOfCode(code);
  return index === undefined ? undefined : programAt(index);
}

export function itemName(programName: string, kindSuffix: string, language: CatalogLanguage): string {
  const kind = ITEM_KIND_BY_SUFFIX.get(kindSuffix);
  return kind ? `${programName} – ${kind.label[language]}` : programName;
}

// Codes: a letter and six digits from bijections of the index, so they look scattered yet invert exactly.
const LETTERS = 'ABCDEFGHJKLMNPRSTUVW';
const CODE_SPAN = 500_000;
const CODE_BASE = 400_000;
const CODE_STEP = 7919;
const CODE_STEP_INVERSE = modularInverse(CODE_STEP, CODE_SPAN);

interface Special {
  code: string;
  program: string;
  names: Texts;
  domain: Domain;
  categories: CategoryId[];
  qualificationLevel: QualificationLevel;
  ageRange: AgeRange;
  adminMinutes: [number, number];
  kinds: string[];
}

/** The three programs with hand-written product-page content (packages/content/data/pdp). */
const SPECIALS: readonly Special[] = [
  {
    code: 'A100123',
    program: 'LRFI',
    names: {
      en: 'Lumen Reading Fluency Inventory',
      fr: 'Inventaire de fluidité en lecture Lumen',
      nl: 'Lumen Leesvloeiendheidsinventaris',
      es: 'Inventario Lumen de Fluidez Lectora',
      ja: 'Lumen 音読流暢性インベントリー',
      zh: 'Lumen 阅读流畅性清单',
    },
    domain: {
      en: 'Reading Fluency',
      frOf: 'de fluidité en lecture',
      frThe: 'la fluidité en lecture',
      nl: 'leesvloeiendheid',
      esTitle: 'Fluidez Lectora',
      esThe: 'la fluidez lectora',
      ja: '音読の流暢性',
      zh: '阅读流畅性',
    },
    categories: ['academic-learning', 'mtss-rti-benchmarking'],
    qualificationLevel: 'B',
    ageRange: { minMonths: 60, maxMonths: 227 },
    adminMinutes: [10, 15],
    kinds: ['KIT', 'KITDIG', 'MAN', 'TECH', 'RF25', 'RF100', 'DIG1Y', 'DIG3Y', 'DIGR25', 'TRN'],
  },
  {
    code: 'B200456',
    program: 'WSERS',
    names: {
      en: 'Willow Social-Emotional Rating Scales',
      fr: 'Échelles socioémotionnelles Willow',
      nl: 'Willow Sociaal-emotionele Beoordelingsschalen',
      es: 'Escalas Willow de Valoración Socioemocional',
      ja: 'Willow 社会情動評価尺度',
      zh: 'Willow 社会情绪评定量表',
    },
    domain: {
      en: 'Social-Emotional Skills',
      frOf: 'de compétences socioémotionnelles',
      frThe: 'les compétences socioémotionnelles',
      nl: 'sociaal-emotionele vaardigheden',
      esTitle: 'Habilidades Socioemocionales',
      esThe: 'las habilidades socioemocionales',
      ja: '社会情動的スキル',
      zh: '社会情绪能力',
    },
    categories: ['behavior'],
    qualificationLevel: 'B',
    ageRange: { minMonths: 36, maxMonths: 263 },
    adminMinutes: [10, 20],
    kinds: ['KIT', 'MAN', 'RF25', 'RB25', 'DIG1Y', 'DIGR25', 'TRN'],
  },
  {
    code: 'C300789',
    program: 'CMAB',
    names: {
      en: 'Cedar Memory and Attention Battery',
      fr: 'Batterie mémoire et attention Cedar',
      nl: 'Cedar Geheugen- en Aandachtsbatterij',
      es: 'Batería Cedar de Memoria y Atención',
      ja: 'Cedar 記憶・注意バッテリー',
      zh: 'Cedar 记忆与注意力成套测验',
    },
    domain: {
      en: 'Memory and Attention',
      frOf: 'de mémoire et d’attention',
      frThe: "la mémoire et l'attention",
      nl: 'geheugen en aandacht',
      esTitle: 'Memoria y Atención',
      esThe: 'la memoria y la atención',
      ja: '記憶と注意',
      zh: '记忆与注意力',
    },
    categories: ['cognition-neuro'],
    qualificationLevel: 'C',
    ageRange: { minMonths: 192, maxMonths: 1091 },
    adminMinutes: [45, 60],
    kinds: ['KIT', 'KITDIG', 'MAN', 'TECH', 'RF25', 'RB25', 'DIG1Y', 'DIG3Y', 'TRN', 'TRNL'],
  },
];

const FLAT_DOMAINS: ReadonlyArray<{ category: CategoryId; domain: Domain }> = CATEGORY_IDS.flatMap(
  (category) => DOMAINS[category].map((domain) => ({ category, domain })),
);
const NAME_COMBINATIONS = BRANDS.length * INSTRUMENTS.length * FLAT_DOMAINS.length * EDITIONS.en.length;
const NAME_STEP = 7817;

/** Typical ages per category: [youngest start, oldest start] and [youngest end, oldest end] in years. */
const AGE_SPANS: Record<CategoryId, readonly [number, number, number, number]> = {
  'academic-learning': [4, 6, 12, 21],
  behavior: [2, 6, 17, 21],
  'career-planning': [14, 18, 64, 90],
  'cognition-neuro': [2, 16, 21, 90],
  'developmental-early-childhood': [0, 1, 3, 6],
  'motor-sensory': [2, 5, 12, 21],
  'personality-biopsychosocial': [13, 18, 64, 90],
  'mtss-rti-benchmarking': [5, 6, 12, 17],
  'spanish-assessments': [3, 6, 17, 21],
  'speech-language': [2, 5, 21, 90],
};

const QUALIFICATION_ODDS: Record<CategoryId, readonly [number, number]> = {
  'academic-learning': [0.45, 0.9],
  behavior: [0.15, 0.8],
  'career-planning': [0.6, 0.95],
  'cognition-neuro': [0.02, 0.35],
  'developmental-early-childhood': [0.2, 0.8],
  'motor-sensory': [0.1, 0.75],
  'personality-biopsychosocial': [0.05, 0.4],
  'mtss-rti-benchmarking': [0.7, 0.98],
  'spanish-assessments': [0.25, 0.8],
  'speech-language': [0.1, 0.7],
};

/** Chance that a site other than the US one sells a program. */
const STORE_ODDS: Record<StoreId, number> = {
  usassessments: 0.97,
  caassessments: 0.8,
  ukassessments: 0.72,
  nlassessments: 0.55,
  esassessments: 0.55,
  auassessments: 0.7,
  nzassessments: 0.6,
  sgassessments: 0.5,
  asiaassessments: 0.5,
};

export function programAt(index: number): CatalogProgram {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_PROGRAMS) {
    throw new RangeError(`program index ${index} is outside 0..${MAX_PROGRAMS - 1}`);
  }
  const random = createRandom(streamSeed(CATALOG_SEED, index));
  const special = SPECIALS[index];
  return special ? specialProgram(index, special, random) : generatedProgram(index, random);
}

/** The UPC of an item the generator makes (requirements §9, UPC flag); undefined for digital items and other codes. */
export function upcOfItem(itemCode: string): string | undefined {
  const [programCode = '', suffix = '', ...rest] = itemCode.split('-');
  const programIndex = indexOfCode(programCode);
  const kindIndex = ITEM_KINDS.findIndex((kind) => kind.suffix === suffix);
  const kind = ITEM_KINDS[kindIndex];
  if (rest.length || programIndex === undefined || !kind || kind.digital) return undefined;
  return upcFor(programIndex, kindIndex);
}

function specialProgram(index: number, special: Special, random: Random): CatalogProgram {
  const kinds = special.kinds.map((suffix) => kindOf(suffix));
  const facts: Omit<TextFacts, 'category' | 'formats'> = {
    domain: special.domain,
    ageRange: special.ageRange,
    adminMinutes: special.adminMinutes,
    qualificationLevel: special.qualificationLevel,
  };
  const category = special.categories[0] ?? 'academic-learning';
  return {
    code: special.code,
    program: special.program,
    texts: textsFor(special.names, { ...facts, category, formats: formatsOf(kinds) }),
    categories: special.categories,
    qualificationLevel: special.qualificationLevel,
    ageRange: special.ageRange,
    adminMinutes: special.adminMinutes,
    stores: [...STORE_IDS],
    popularity: 1000 + random.int(0, 99),
    items: kinds.map((kind) => itemOf(index, special.code, kind, random)),
  };
}

function generatedProgram(index: number, random: Random): CatalogProgram {
  const code = codeOf(index);
  let combination = (index * NAME_STEP) % NAME_COMBINATIONS;
  const brand = BRANDS[combination % BRANDS.length] ?? 'Alder';
  combination = Math.floor(combination / BRANDS.length);
  const instrument = INSTRUMENTS[combination % INSTRUMENTS.length] ?? INSTRUMENTS[0]!;
  combination = Math.floor(combination / INSTRUMENTS.length);
  const { category, domain } = FLAT_DOMAINS[combination % FLAT_DOMAINS.length] ?? FLAT_DOMAINS[0]!;
  const edition = Math.floor(combination / FLAT_DOMAINS.length) % EDITIONS.en.length;

  const categories: CategoryId[] = [category];
  if (random.chance(0.25)) {
    const other = random.pick(CATEGORY_IDS);
    if (other !== category) categories.push(other);
  }

  const [startLow, startHigh, endLow, endHigh] = AGE_SPANS[category];
  const ageRange: AgeRange =
    startHigh <= 1
      ? { minMonths: random.int(0, 12), maxMonths: random.int(endLow, endHigh) * 12 + 11 }
      : { minMonths: random.int(startLow, startHigh) * 12, maxMonths: random.int(endLow, endHigh) * 12 + 11 };
  if (ageRange.maxMonths <= ageRange.minMonths) ageRange.maxMonths = ageRange.minMonths + 23;

  const [aOdds, bOdds] = QUALIFICATION_ODDS[category];
  const roll = random.next();
  const qualificationLevel: QualificationLevel = roll < aOdds ? 'A' : roll < bOdds ? 'B' : 'C';
  const start = random.int(2, 12) * 5;
  const adminMinutes: [number, number] = [start, start + random.int(1, 6) * 5];

  const kinds = pickKinds(random);
  const names = nameTexts(brand, instrument, domain, edition);
  const stores = STORE_IDS.filter((store) => {
    const odds = category === 'spanish-assessments' && store === 'esassessments' ? 0.95 : STORE_ODDS[store];
    return random.chance(odds);
  });
  return {
    code,
    program: acronym(names.en, edition),
    texts: textsFor(names, {
      domain,
      category,
      ageRange,
      adminMinutes,
      qualificationLevel,
      formats: formatsOf(kinds),
    }),
    categories,
    qualificationLevel,
    ageRange,
    adminMinutes,
    stores: stores.length ? stores : ['usassessments'],
    popularity: random.int(1, 999),
    items: withQLocal(
      index,
      code,
      kinds.map((kind) => itemOf(index, code, kind, random)),
    ),
  };
}

/** One in three programs scored online also sells Q Local report usages. */
const Q_LOCAL_EVERY = 3;
/** Q Local usages cost a fifth more than the same reports online (the licence of the installation). */
const Q_LOCAL_MARKUP = 1.2;

/**
 * Adds the Q Local item after the drawn ones, derived from the online reports without a random draw,
 * so that every other item and program comes out as before and no program's lowest price moves.
 */
function withQLocal(index: number, programCode: string, items: CatalogItem[]): CatalogItem[] {
  const online = items.find((item) => item.kind === 'DIGR25');
  if (!online || index % Q_LOCAL_EVERY !== 1) return items;
  const kind = kindOf(Q_LOCAL_REPORTS_SUFFIX);
  // The online reports' US dollar list price is the dollar amount both were drawn from.
  const prices = priceLists(kind, online.prices.USD.price * Q_LOCAL_MARKUP);
  const [minQuantity, maxQuantity] = kind.quantity;
  return [
    ...items,
    {
      code: `${programCode}-${kind.suffix}`,
      kind: kind.suffix,
      format: kind.format,
      digital: kind.digital,
      minOrderQuantity: minQuantity,
      maxOrderQuantity: maxQuantity,
      stock: DIGITAL_STOCK,
      prices,
    },
  ];
}

/** A kind's list price and quantity tiers in every currency, from its amount in US dollars. */
function priceLists(kind: ItemKind, usd: number): Record<Currency, PriceList> {
  const prices = {} as Record<Currency, PriceList>;
  for (const currency of CURRENCIES) {
    const price = listPrice(usd, currency);
    prices[currency] = {
      price,
      tiers: kind.tiers.map(([minQuantity, discount]) => ({
        minQuantity,
        price: roundMoney(price * (1 - discount), currency),
      })),
    };
  }
  return prices;
}

function pickKinds(random: Random): ItemKind[] {
  const profile = random.next();
  let suffixes: string[];
  if (profile < 0.1) {
    // Questionnaires sold only online.
    suffixes = ['EMAN', 'DIG1Y', 'DIGR25', 'TRN'].concat(random.chance(0.5) ? ['DIG3Y'] : []);
  } else if (profile < 0.2) {
    // Older print-only programs.
    suffixes = ['KIT', 'MAN', 'RF25'].filter((s) => s === 'KIT' || random.chance(0.9));
    for (const extra of ['TECH', 'RF100', 'RB25']) if (random.chance(0.6)) suffixes.push(extra);
  } else {
    suffixes = ['KIT', 'MAN'];
    for (const kind of ITEM_KINDS) {
      if (kind.suffix === Q_LOCAL_REPORTS_SUFFIX) continue;
      if (!suffixes.includes(kind.suffix) && random.chance(0.85)) suffixes.push(kind.suffix);
    }
  }
  return ITEM_KINDS.filter((kind) => suffixes.includes(kind.suffix));
}

function itemOf(programIndex: number, programCode: string, kind: ItemKind, random: Random): CatalogItem {
  const [low, high] = kind.usdRange;
  const prices = priceLists(kind, random.int(low, high) + (random.chance(0.5) ? 0.5 : 0));
  const [minQuantity, maxQuantity] = kind.quantity;
  return {
    code: `${programCode}-${kind.suffix}`,
    kind: kind.suffix,
    format: kind.format,
    digital: kind.digital,
    minOrderQuantity: minQuantity,
    maxOrderQuantity: maxQuantity,
    stock: kind.digital ? DIGITAL_STOCK : random.chance(0.04) ? 0 : random.int(5, 400),
    prices,
    ...(kind.digital ? {} : { upc: upcFor(programIndex, ITEM_KINDS.indexOf(kind)) }),
  };
}

function nameTexts(brand: string, instrument: Texts, domain: Domain, edition: number): Texts {
  const suffix = (language: CatalogLanguage) => EDITIONS[language][edition] ?? '';
  return {
    en: `${brand} ${domain.en} ${instrument.en}${suffix('en')}`,
    fr: `${instrument.fr} ${domain.frOf} ${brand}${suffix('fr')}`,
    nl: `${brand} ${instrument.nl} voor ${domain.nl}${suffix('nl')}`,
    es: `${instrument.es} ${brand} de ${domain.esTitle}${suffix('es')}`,
    ja: `${brand} ${domain.ja}${instrument.ja}${suffix('ja')}`,
    zh: `${brand} ${domain.zh}${instrument.zh}${suffix('zh')}`,
  };
}

function textsFor(names: Texts, facts: TextFacts): Texts<ProgramText> {
  const texts = {} as Texts<ProgramText>;
  for (const language of CATALOG_LANGUAGES) {
    texts[language] = {
      name: names[language],
      summary: summaryText(language, facts),
      description: descriptionText(language, facts),
    };
  }
  return texts;
}

const SMALL_WORDS = new Set(['and', 'of', 'the']);

function acronym(englishName: string, edition: number): string {
  const base = englishName.split(',')[0] ?? englishName;
  const letters = base
    .split(/[\s-]+/)
    .filter((word) => word && !SMALL_WORDS.has(word.toLowerCase()))
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return edition > 0 ? `${letters}-${edition + 1}` : letters;
}

function formatsOf(kinds: readonly ItemKind[]): Format[] {
  return [...new Set(kinds.map((k) => k.format))];
}

function kindOf(suffix: string): ItemKind {
  const kind = ITEM_KIND_BY_SUFFIX.get(suffix);
  if (!kind) throw new Error(`unknown item kind ${suffix}`);
  return kind;
}

function codeOf(index: number): string {
  const number = CODE_BASE + ((index * CODE_STEP) % CODE_SPAN);
  return `${LETTERS[index % LETTERS.length]}${number}`;
}

function indexOfCode(code: string): number | undefined {
  const special = SPECIALS.findIndex((s) => s.code === code);
  if (special >= 0) return special;
  const match = /^([A-Z])([0-9]{6})$/.exec(code);
  if (!match) return undefined;
  const offset = Number(match[2]) - CODE_BASE;
  if (offset < 0 || offset >= CODE_SPAN) return undefined;
  const index = (offset * CODE_STEP_INVERSE) % CODE_SPAN;
  if (index < SPECIALS.length || index >= MAX_PROGRAMS || codeOf(index) !== code) return undefined;
  return index;
}

function modularInverse(value: number, modulus: number): number {
  let [oldR, r] = [value, modulus];
  let [oldS, s] = [1, 0];
  while (r !== 0) {
    const quotient = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - quotient * r];
    [oldS, s] = [s, oldS - quotient * s];
  }
  return ((oldS % modulus) + modulus) % modulus;
}
