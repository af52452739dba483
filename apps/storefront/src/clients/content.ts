import {
  bannerContentSchema,
  contactContentSchema,
  CONTENT_FILES,
  EDITORIAL_SLUG_PATTERN,
  editorialPageFile,
  editorialPageSchema,
  footerContentSchema,
  homeContentSchema,
  navContentSchema,
  pdpProgramResponseSchema,
  PDP_PROGRAM_PROJECT,
  pdpProgramQueryName,
  type EditorialPage,
  type PdpProgramItem,
} from '@store/contracts';
import { builtInContent, builtInEditorialPage, type BuiltInContent } from '@store/content';
import { localeInfo, type Locale } from '@store/locales';
import type { z } from 'zod';
import { serverEnv, serverSystemUrls } from '../config/server-env.ts';
import { CACHE_LIFETIMES } from './cache-manifest.ts';
import { getResource, HttpError, ResponseShapeError } from './http.ts';
import { logger } from './logger.ts';

/**
 * The only code that knows the content system's URLs (requirements §7, Content). A fetch that fails,
 * times out or answers the wrong shape yields the built-in default and is logged (requirements §8).
 */

export const INVALID_STRUCTURE = 'Invalid response structure - missing expected data fields';

/** Content is cached and revalidated in the background (docs/architecture.md, the caches on the way; cache-manifest.ts). */
const CACHED = { next: { revalidate: CACHE_LIFETIMES.contentSeconds } } as const;

export interface Sourced<T> {
  value: T;
  source: 'content-service' | 'built-in';
}

function contentUrl(locale: Locale, file: string): string {
  return `${serverSystemUrls().content}${localeInfo(locale).contentPath}/${file}`;
}

async function fetchJson<S extends z.ZodType>(locale: Locale, file: string, schema: S): Promise<z.infer<S>> {
  const body = await getResource(contentUrl(locale, file), 'json', {
    timeoutMs: serverEnv().CONTENT_TIMEOUT_MS,
    ...CACHED,
  });
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ResponseShapeError(INVALID_STRUCTURE);
  return parsed.data;
}

async function withDefault<T>(what: string, locale: Locale, load: () => Promise<T>, fallback: () => T) {
  try {
    return { value: await load(), source: 'content-service' } satisfies Sourced<T>;
  } catch (error) {
    logger.warn({ err: error, locale, content: what }, 'content fetch failed; using the built-in default');
    return { value: fallback(), source: 'built-in' } satisfies Sourced<T>;
  }
}

/** The JSON content of a locale, each kind with its file, its schema and its part of the built-in default. */
const JSON_CONTENT = {
  nav: { file: CONTENT_FILES.navJson, schema: navContentSchema },
  footer: { file: CONTENT_FILES.footerJson, schema: footerContentSchema },
  banner: { file: CONTENT_FILES.banner, schema: bannerContentSchema },
  home: { file: CONTENT_FILES.home, schema: homeContentSchema },
  contact: { file: CONTENT_FILES.contact, schema: contactContentSchema },
} as const satisfies { [K in keyof BuiltInContent]: { file: string; schema: z.ZodType<BuiltInContent[K]> } };

export function loadContent<K extends keyof BuiltInContent>(
  locale: Locale,
  kind: K,
): Promise<Sourced<BuiltInContent[K]>> {
  const { file, schema } = JSON_CONTENT[kind];
  return withDefault(
    file,
    locale,
    async () => (await fetchJson(locale, file, schema)) as BuiltInContent[K],
    () => builtInContent(locale)[kind],
  );
}

/** An editable-template fragment (header or footer); undefined when it cannot be had, so the JSON variant shows. */
export async function loadFragment(
  locale: Locale,
  file: typeof CONTENT_FILES.navHtml | typeof CONTENT_FILES.footerHtml,
): Promise<string | undefined> {
  try {
    return await getResource(contentUrl(locale, file), 'html', {
      timeoutMs: serverEnv().CONTENT_TIMEOUT_MS,
      ...CACHED,
    });
  } catch (error) {
    logger.warn(
      { err: error, locale, content: file },
      'content fragment fetch failed; using the JSON variant',
    );
    return undefined;
  }
}

/** An editorial page and where it came from, or none: not published, or not in the repo during an outage. */
export type EditorialPageResult = Sourced<EditorialPage> | undefined;

/**
 * pages/{slug}.json of the locale. When the content system fails (anything but its 404), the page as
 * shipped in the repo stands in, as the header and footer do; a page the repo does not have is then
 * treated as missing.
 */
export async function loadEditorialPage(locale: Locale, slug: string): Promise<EditorialPageResult> {
  if (!EDITORIAL_SLUG_PATTERN.test(slug)) return undefined;
  try {
    const page = await fetchJson(locale, editorialPageFile(slug), editorialPageSchema);
    return { value: page, source: 'content-service' };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return undefined;
    logger.warn(
      { err: error, locale, content: editorialPageFile(slug) },
      'editorial page fetch failed; using the built-in page',
    );
    const page = await builtInEditorialPage(locale, slug);
    return page ? { value: page, source: 'built-in' } : undefined;
  }
}

/** Validates a pdp-program answer: it must carry data.pdpProgramPage.item (requirements §5). */
export function parsePdpProgram(body: unknown): PdpProgramItem {
  const parsed = pdpProgramResponseSchema.safeParse(body);
  if (!parsed.success) throw new ResponseShapeError(INVALID_STRUCTURE);
  return parsed.data.data.pdpProgramPage.item;
}

/** GET {host}/graphql/execute.json/USAssessments/{contentLocale}-pdp-program;programCode=… */
export async function fetchPdpProgram(locale: Locale, programCode: string): Promise<PdpProgramItem> {
  const query = pdpProgramQueryName(localeInfo(locale).contentLocale);
  const url = `${serverSystemUrls().content}/graphql/execute.json/${PDP_PROGRAM_PROJECT}/${query}${encodeURIComponent(
    `;programCode=${programCode}`,
  )}`;
  const body = await getResource(url, 'json', {
    timeoutMs: serverEnv().CONTENT_TIMEOUT_MS,
    ...CACHED,
  });
  return parsePdpProgram(body);
}
