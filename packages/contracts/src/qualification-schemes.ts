import type { StoreId } from '@store/locales';
import type { QualificationLevel } from './commerce-constants.ts';

/**
 * Who may buy what, in each store's own terms (docs/qualifications.md). The catalogue gives every
 * product a level of its own scale (A: none needed, B: a relevant master's degree or licence,
 * C: a doctorate or psychologist's licence); each store names and ranks levels as its publishers
 * do. A customer's level is compared by rank within the store's scheme, never by letter: in
 * Australia and New Zealand A is the highest, and the UK has levels between the catalogue's.
 */

export interface SchemeLevel {
  /** The level as the store's customers and operators write it, e.g. B, CL2R. */
  code: string;
  /** Higher may buy everything a lower rank may. */
  rank: number;
}

interface QualificationScheme {
  /** Lowest first; the first needs no qualification at all. */
  levels: readonly SchemeLevel[];
  /** The level of the scheme each catalogue level stands for. */
  catalogue: Readonly<Record<QualificationLevel, string>>;
}

const SCHEMES = {
  /** US and Canadian publishers' A/B/C, also used by the stores without a scheme of their own. */
  abc: {
    levels: [
      { code: 'A', rank: 0 },
      { code: 'B', rank: 1 },
      { code: 'C', rank: 2 },
    ],
    catalogue: { A: 'A', B: 'B', C: 'C' },
  },
  /** UK clinical levels: unrestricted items, then CL1 < CL2 < CL2R < CL3. */
  'uk-clinical': {
    levels: [
      { code: 'unrestricted', rank: 0 },
      { code: 'CL1', rank: 1 },
      { code: 'CL2', rank: 2 },
      { code: 'CL2R', rank: 3 },
      { code: 'CL3', rank: 4 },
    ],
    catalogue: { A: 'unrestricted', B: 'CL2', C: 'CL3' },
  },
  /** Australian and New Zealand publishers reverse the letters: A is the highest. */
  anz: {
    levels: [
      { code: 'C', rank: 0 },
      { code: 'B', rank: 1 },
      { code: 'A', rank: 2 },
    ],
    catalogue: { A: 'C', B: 'B', C: 'A' },
  },
} as const satisfies Record<string, QualificationScheme>;

export type QualificationSchemeId = keyof typeof SCHEMES;

const STORE_SCHEMES: Readonly<Record<StoreId, QualificationSchemeId>> = {
  usassessments: 'abc',
  caassessments: 'abc',
  ukassessments: 'uk-clinical',
  nlassessments: 'abc',
  esassessments: 'abc',
  auassessments: 'anz',
  nzassessments: 'anz',
  sgassessments: 'abc',
  asiaassessments: 'abc',
};

export function schemeOf(storeId: StoreId): QualificationSchemeId {
  return STORE_SCHEMES[storeId];
}

/** The levels a customer of the store can hold, lowest first. */
export function schemeLevels(storeId: StoreId): readonly SchemeLevel[] {
  return SCHEMES[schemeOf(storeId)].levels;
}

function levelOf(storeId: StoreId, code: string): SchemeLevel | undefined {
  return schemeLevels(storeId).find((level) => level.code === code);
}

/** The level a product of the catalogue's level needs in the store's scheme. */
export function requiredLevel(storeId: StoreId, catalogueLevel: QualificationLevel): SchemeLevel {
  const code = SCHEMES[schemeOf(storeId)].catalogue[catalogueLevel];
  const level = levelOf(storeId, code);
  if (!level) throw new Error(`the ${schemeOf(storeId)} scheme has no level ${code}`);
  return level;
}

/**
 * Whether a customer holding these levels of the store's scheme (their approved, unexpired ones)
 * may buy a product of the catalogue's level. A product that needs the scheme's lowest level needs
 * no qualification; a code the scheme does not know counts for nothing.
 */
export function mayBuy(
  storeId: StoreId,
  heldCodes: readonly string[],
  catalogueLevel: QualificationLevel,
): boolean {
  const needed = requiredLevel(storeId, catalogueLevel).rank;
  if (needed === 0) return true;
  return heldCodes.some((code) => (levelOf(storeId, code)?.rank ?? -1) >= needed);
}

/** The kinds of evidence a customer may submit; the account-qualifications flag says which are offered. */
export const QUALIFICATION_TYPES = [
  'degree',
  'certification',
  'accredited-institution',
  'organisation',
] as const;
export type QualificationType = (typeof QUALIFICATION_TYPES)[number];

/** A submission is pending until an operator approves or rejects it; an approval past its expiry date is expired. */
export const QUALIFICATION_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type QualificationStatus = (typeof QUALIFICATION_STATUSES)[number];

/** The document of a submission: a PDF or an image, recognised by its first bytes, not its name. */
export const QUALIFICATION_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type QualificationDocumentType = (typeof QUALIFICATION_DOCUMENT_TYPES)[number];
export const QUALIFICATION_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The levels a customer can submit evidence for: every level of the store's scheme but the lowest, which needs none. */
export function submittableLevels(storeId: StoreId): readonly SchemeLevel[] {
  return schemeLevels(storeId).filter((level) => level.rank > 0);
}

/** The signatures documents start with: a file's type is told by its bytes, never by its name. */
const DOCUMENT_SIGNATURES: ReadonlyArray<{ type: QualificationDocumentType; bytes: readonly number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** A PDF, PNG or JPEG by its first bytes; undefined for anything else, a text file renamed to .pdf included. */
export function documentTypeOf(bytes: Uint8Array): QualificationDocumentType | undefined {
  return DOCUMENT_SIGNATURES.find(({ bytes: signature }) => signature.every((byte, i) => bytes[i] === byte))
    ?.type;
}
