import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EDITORIAL_SLUG_PATTERN, editorialPageSchema, type EditorialPage } from '@store/contracts/content';
import type { Locale } from '@store/locales';
import { CONTENT_DATA_DIR } from './data-dir.ts';

/**
 * An editorial page as shipped in the data folder: the storefront's built-in default when the
 * content system cannot be reached (ADR 13). Read from disk on demand rather than bundled like the
 * header and footer: hundreds of pages would weigh on every server bundle, and an installation
 * without the folder only loses this second line of defence (the page is then a 404).
 */
export async function builtInEditorialPage(locale: Locale, slug: string): Promise<EditorialPage | undefined> {
  if (!EDITORIAL_SLUG_PATTERN.test(slug)) return undefined;
  let text: string;
  try {
    text = await readFile(join(CONTENT_DATA_DIR, locale, 'pages', `${slug}.json`), 'utf8');
  } catch {
    return undefined;
  }
  return editorialPageSchema.parse(JSON.parse(text));
}
