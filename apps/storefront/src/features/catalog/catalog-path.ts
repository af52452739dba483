import { CATEGORY_IDS, type CategoryId } from '@store/contracts/commerce-constants';
import type { Locale } from '@store/locales';
import { storePaths } from '../../shell/routing/store-paths.ts';

/** The mega menu's Product A-Z entry lives beside the categories: /{locale}/category/product-a-z. */
export const PRODUCT_A_Z = 'product-a-z';

/** Letters of the A-Z index; '0' stands for names starting with a digit (the service's convention). */
export const AZ_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0'] as const;

export type CatalogPath =
  { kind: 'az'; letter?: string; page: number } | { kind: 'category'; category: CategoryId; page: number };

function pageNumber(segment: string | undefined): number | undefined {
  if (segment === undefined) return 1;
  if (!/^[1-9][0-9]{0,3}$/.test(segment)) return undefined;
  return Number(segment);
}

/**
 * Reads /category/{id}[/{page}] and /category/product-a-z[/{letter}][/{page}]. Pages live in the path,
 * not the query, so that each page is prerendered and cached on its own. Anything else is undefined (404).
 */
export function parseCatalogPath(category: string, rest: readonly string[] = []): CatalogPath | undefined {
  if (category === PRODUCT_A_Z) {
    const [first, second, ...extra] = rest;
    if (extra.length) return undefined;
    const letter = first === '0-9' ? '0' : first?.length === 1 ? first.toUpperCase() : undefined;
    if (letter && (AZ_LETTERS as readonly string[]).includes(letter)) {
      const page = pageNumber(second);
      return page ? { kind: 'az', letter, page } : undefined;
    }
    if (second !== undefined) return undefined;
    const page = pageNumber(first);
    return page ? { kind: 'az', page } : undefined;
  }
  if (!(CATEGORY_IDS as readonly string[]).includes(category) || rest.length > 1) return undefined;
  const page = pageNumber(rest[0]);
  return page ? { kind: 'category', category: category as CategoryId, page } : undefined;
}

export function letterSegment(letter: string): string {
  return letter === '0' ? '0-9' : letter.toLowerCase();
}

export function catalogHref(locale: Locale, path: CatalogPath): string {
  const base = storePaths(locale).category(path.kind === 'az' ? PRODUCT_A_Z : path.category);
  const letter = path.kind === 'az' && path.letter ? `/${letterSegment(path.letter)}` : '';
  return `${base}${letter}${path.page > 1 ? `/${path.page}` : ''}`;
}
