/**
 * The headless API's fixed vocabularies, free of zod so that client components can import them
 * without shipping a schema library to the browser. commerce.ts builds the schemas on them.
 */

export const COMMERCE_BASE_PATH = '/headless/ecommerce/v2';

/** The headers of requirements §7 every call to the store headless API carries. */
export const COMMERCE_HEADERS = {
  siteId: 'x-site-id',
  apiKey: 'x-api-key',
  requestId: 'x-request-id',
  accessToken: 'x-access-token',
  entryPoint: 'x-entry-point',
  routingRegion: 'x-routing-region',
} as const;

export const FORMATS = ['kit', 'manual', 'record-forms', 'digital-subscription', 'training'] as const;
export type Format = (typeof FORMATS)[number];

/**
 * The item kind of Q Local report usages (desktop scoring software, installed on the customer's own
 * computer): its item code ends in this suffix, so the product page can explain how Q Local ordering works.
 */
export const Q_LOCAL_REPORTS_SUFFIX = 'QLR25';

export function isQLocalItem(itemCode: string): boolean {
  return itemCode.endsWith(`-${Q_LOCAL_REPORTS_SUFFIX}`);
}

/** Qualification levels as professional test publishers use them: A (none) to C (licensed clinician). */
export const QUALIFICATION_LEVELS = ['A', 'B', 'C'] as const;
export type QualificationLevel = (typeof QUALIFICATION_LEVELS)[number];

/** Age bands the search filters offer; a program belongs to every band its age range overlaps. */
export const AGE_BANDS = ['early-childhood', 'school-age', 'adolescent', 'adult', 'older-adult'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const DELIVERY_KINDS = ['digital', 'physical'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** The five sort options of requirements §9, in the order the page lists them; the first is the default. */
export const SORT_OPTIONS = ['recommended', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** The mega menu's assessment categories (requirements §2) that hold products. */
export const CATEGORY_IDS = [
  'academic-learning',
  'behavior',
  'career-planning',
  'cognition-neuro',
  'developmental-early-childhood',
  'motor-sensory',
  'personality-biopsychosocial',
  'mtss-rti-benchmarking',
  'spanish-assessments',
  'speech-language',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export { QUICK_ORDER_MAX_ROWS } from './quick-order-limits.ts';

/** Why a line was refused; the storefront words each in the visitor's language. */
export const LINE_ERROR_CODES = [
  'unknown-item',
  'not-sold-here',
  'out-of-stock',
  'invalid-quantity',
  'below-minimum',
  'above-maximum',
] as const;
export type LineErrorCode = (typeof LINE_ERROR_CODES)[number];
