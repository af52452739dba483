export {
  CATALOG_SCALES,
  DIGITAL_STOCK,
  GENERATOR_VERSION,
  PROGRAMS_PER_SCALE,
  STORE_IDS,
  generateCatalog,
  generatorId,
  itemName,
  programAt,
  programByCode,
  upcOfItem,
  type Catalog,
  type CatalogItem,
  type CatalogProgram,
  type CatalogScale,
  type PriceList,
  type ProgramText,
} from './generate.ts';
export { releaseDateOf } from './release-dates.ts';
export { ITEM_KINDS, ITEM_KIND_BY_SUFFIX, type ItemKind } from './item-kinds.ts';
export { CATALOG_LANGUAGES, catalogLanguage, type CatalogLanguage, type Texts } from './languages.ts';
export { CURRENCIES, listPrice, minorDigits, roundMoney, toMinorUnits, type Currency } from './money.ts';
export { CATEGORY_NAMES, FORMAT_NAMES } from './vocabulary.ts';
export { UPC_PATTERN, isValidUpc } from './upc.ts';
export type { AgeRange } from './texts.ts';
