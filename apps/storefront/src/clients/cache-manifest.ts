/**
 * How long the storefront keeps catalogue and content data and the pages built from them: the one
 * place these lifetimes are set. Route segments must export `revalidate` as a literal (Next reads it
 * at build time), so they repeat CACHE_LIFETIMES.pageSeconds and cache-manifest.test.ts holds them to it.
 *
 * No cache tags, on purpose: tags only help when something calls revalidateTag, and nothing has a change
 * to announce sooner than the caches already notice it.
 * - Catalogue data is cached under the catalogue version (catalog-data.ts, ADR 10): a catalogue change
 *   makes new keys, so no stale entry can be read and there is nothing to purge; every page re-render
 *   reads the version, which is how a change reaches the pages. Learning of the change sooner would
 *   take polling that same version, which the page lifetime already does.
 * - The content service has no change feed: it picks up an edited file on the next request and answers
 *   with a new ETag. Next's fetch cache learns of that only by asking again, every contentSeconds.
 */
export const CACHE_LIFETIMES = {
  /** ISR pages and the locale layout: re-rendered this often, so a catalogue change shows within it. */
  pageSeconds: 60,
  /** Content fetches (header, footer, banner, home, contact, editorial pages, product programs). */
  contentSeconds: 60,
  /** Catalogue data under one catalogue version; this only bounds how long unused versions are kept. */
  catalogDataSeconds: 3600,
} as const;
