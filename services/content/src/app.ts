import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import { join, resolve } from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { z } from 'zod';
import { CONTENT_DATA_DIR } from '@store/content';
import {
  CONTENT_FILES,
  PDP_PROGRAM_PROJECT,
  bannerContentSchema,
  footerContentSchema,
  homeContentSchema,
  contactContentSchema,
  EDITORIAL_SLUG_PATTERN,
  editorialPageFile,
  editorialPageSchema,
  navContentSchema,
  pdpProgramItemSchema,
  pdpProgramQueryName,
} from '@store/contracts/content';
import { ALL_LOCALE_INFO } from '@store/locales';
import { fallbackPdpItem } from './pdp-fallback.ts';

/**
 * The content system of SPEC 7: per-locale header, footer, banner, home, contact and editorial
 * page files under each regional site's content path, and the pdp-program persisted GraphQL query. Files live in a
 * folder so editors can change them without a deploy.
 */

const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';
const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
const GRAPHQL_BASE = '/graphql/execute.json/';

type ContentFile = (typeof CONTENT_FILES)[keyof typeof CONTENT_FILES];

const FILE_KINDS: Record<ContentFile, { contentType: string; schema?: z.ZodType }> = {
  [CONTENT_FILES.footerJson]: { contentType: JSON_TYPE, schema: footerContentSchema },
  [CONTENT_FILES.footerHtml]: { contentType: HTML_TYPE },
  [CONTENT_FILES.navJson]: { contentType: JSON_TYPE, schema: navContentSchema },
  [CONTENT_FILES.navHtml]: { contentType: HTML_TYPE },
  [CONTENT_FILES.banner]: { contentType: JSON_TYPE, schema: bannerContentSchema },
  [CONTENT_FILES.home]: { contentType: JSON_TYPE, schema: homeContentSchema },
  [CONTENT_FILES.contact]: { contentType: JSON_TYPE, schema: contactContentSchema },
};

const pdpFileSchema = z.object({ items: z.record(z.string(), pdpProgramItemSchema) });

const CONTENT_LOCALES: ReadonlySet<string> = new Set(ALL_LOCALE_INFO.map((l) => l.contentLocale));

export interface ContentRoutesOptions {
  /** Folder holding `{locale}/{file}` and `pdp/{contentLocale}.json`; defaults to the shipped data. */
  contentDir?: string;
}

interface Rendered {
  body: Buffer;
  etag: string;
}

interface CachedFile extends Rendered {
  mtimeNs: bigint;
  size: bigint;
  ino: bigint;
  /** The parsed JSON, kept for answers derived from the file. */
  data: unknown;
  /** Answers derived from this version of the file, e.g. one per program code. */
  derived: Map<string, Rendered>;
}

class InvalidContentError extends Error {
  override name = 'InvalidContentError';
}

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

const rendered = (body: string): Rendered => {
  const bytes = Buffer.from(body, 'utf8');
  return { body: bytes, etag: etagOf(bytes) };
};

/**
 * Reads content files through a cache keyed by modification time, size and inode, so an edit is
 * picked up on the next request while unchanged files cost one stat.
 */
function fileStore(dir: string) {
  const cache = new Map<string, CachedFile>();

  return async function load(
    relative: string,
    schema: z.ZodType | undefined,
  ): Promise<CachedFile | undefined> {
    const path = join(dir, relative);
    let info;
    try {
      info = await stat(path, { bigint: true });
    } catch (error) {
      if (isMissing(error)) {
        cache.delete(path);
        return undefined;
      }
      throw error;
    }
    const cached = cache.get(path);
    // Inode too: editors that save by renaming a new file over the old one may keep mtime and size.
    if (cached && cached.mtimeNs === info.mtimeNs && cached.size === info.size && cached.ino === info.ino) {
      return cached;
    }

    const body = await readFile(path);
    let data: unknown;
    if (schema) {
      try {
        data = JSON.parse(body.toString('utf8'));
      } catch (error) {
        throw new InvalidContentError(`${relative} is not valid JSON: ${(error as Error).message}`);
      }
      const result = schema.safeParse(data);
      if (!result.success) {
        const issues = result.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
        throw new InvalidContentError(`${relative} does not match its schema: ${issues.join('; ')}`);
      }
    }
    const entry: CachedFile = {
      body,
      etag: etagOf(body),
      mtimeNs: info.mtimeNs,
      size: info.size,
      ino: info.ino,
      data,
      derived: new Map(),
    };
    cache.set(path, entry);
    return entry;
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Fastify's own errors (e.g. a malformed header) carry a 4xx statusCode; anything else is ours. */
function statusOf(error: unknown): number {
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
}

function sendProblem(reply: FastifyReply, status: number, title: string, detail: string) {
  return reply
    .code(status)
    .header('content-type', PROBLEM_TYPE)
    .header('cache-control', 'no-store')
    .send(JSON.stringify({ type: 'about:blank', title, status, detail }));
}

/** RFC 9110 If-None-Match uses the weak comparison, so W/ prefixes are ignored. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function sendContent(request: FastifyRequest, reply: FastifyReply, content: Rendered, contentType: string) {
  reply.header('etag', content.etag).header('cache-control', CACHE_CONTROL);
  if (matchesIfNoneMatch(request.headers['if-none-match'], content.etag)) {
    return reply.code(304).send();
  }
  return reply.code(200).header('content-type', contentType).send(content.body);
}

interface PersistedQuery {
  project: string;
  name: string;
  variables: Map<string, string>;
}

/**
 * Splits `{project}/{query}[;name=value...]` from the raw URL. The raw URL is used because the
 * variables may come raw or percent-encoded, and a router configured to treat `;` as a query
 * delimiter would otherwise hide them.
 */
function parsePersistedQuery(rawUrl: string): PersistedQuery | undefined {
  const path = rawUrl.split('?', 1)[0] ?? '';
  const at = path.indexOf(GRAPHQL_BASE);
  if (at < 0) return undefined;
  const rest = path.slice(at + GRAPHQL_BASE.length);
  const slash = rest.indexOf('/');
  if (slash < 0) return undefined;
  const project = decodeURIComponent(rest.slice(0, slash));
  const [name = '', ...pairs] = decodeURIComponent(rest.slice(slash + 1)).split(';');
  if (name.includes('/')) return undefined;
  const variables = new Map<string, string>();
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq > 0) variables.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return { project, name, variables };
}

/**
 * The content routes, relative to where they are mounted: the platform registers them under
 * /content, the standalone server at the root.
 */
export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (app, options) => {
  const load = fileStore(resolve(options.contentDir ?? CONTENT_DATA_DIR));

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, 404, 'Not Found', `No content is published at ${request.url.split('?', 1)[0]}.`),
  );

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof InvalidContentError) {
      request.log.error({ err: error }, 'content file is invalid');
      return sendProblem(reply, 500, 'Invalid Content', error.message);
    }
    if (error instanceof URIError) {
      return sendProblem(reply, 400, 'Bad Request', 'The request path is not correctly percent-encoded.');
    }
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'content request failed');
    const detail =
      status >= 500 || !(error instanceof Error) ? 'The request could not be completed.' : error.message;
    return sendProblem(reply, status, STATUS_CODES[status] ?? 'Error', detail);
  });

  app.get('/health', async () => ({ status: 'ok' }));

  for (const info of ALL_LOCALE_INFO) {
    for (const [file, kind] of Object.entries(FILE_KINDS)) {
      app.get(`${info.contentPath}/${file}`, async (request, reply) => {
        const content = await load(join(info.locale, file), kind.schema);
        if (!content) {
          return sendProblem(reply, 404, 'Not Found', `${file} is not published for ${info.contentPath}.`);
        }
        return sendContent(request, reply, content, kind.contentType);
      });
    }
  }

  // Editorial pages: pages/{slug}.json under each locale's path, the slug checked before any file is touched.
  for (const info of ALL_LOCALE_INFO) {
    app.get(`${info.contentPath}/pages/*`, async (request, reply) => {
      const wildcard = (request.params as { '*': string })['*'];
      const slug = wildcard.endsWith('.json') ? wildcard.slice(0, -'.json'.length) : '';
      if (!EDITORIAL_SLUG_PATTERN.test(slug)) {
        return sendProblem(
          reply,
          404,
          'Not Found',
          `No page is published at ${info.contentPath}/pages/${wildcard}.`,
        );
      }
      const file = editorialPageFile(slug);
      const content = await load(join(info.locale, file), editorialPageSchema);
      if (!content) {
        return sendProblem(reply, 404, 'Not Found', `${file} is not published for ${info.contentPath}.`);
      }
      return sendContent(request, reply, content, JSON_TYPE);
    });
  }

  app.get(`${GRAPHQL_BASE}*`, async (request, reply) => {
    const query = parsePersistedQuery(request.raw.url ?? '');
    if (!query) {
      return sendProblem(reply, 404, 'Not Found', 'Expected /graphql/execute.json/{project}/{query}.');
    }
    if (query.project !== PDP_PROGRAM_PROJECT) {
      return sendProblem(reply, 404, 'Not Found', `Unknown project '${query.project}'.`);
    }
    const contentLocale = query.name.replace(/-pdp-program$/, '');
    if (!CONTENT_LOCALES.has(contentLocale) || pdpProgramQueryName(contentLocale) !== query.name) {
      return sendProblem(reply, 404, 'Not Found', `Unknown persisted query '${query.name}'.`);
    }
    const file = await load(join('pdp', `${contentLocale}.json`), pdpFileSchema);
    if (!file) {
      return sendProblem(reply, 404, 'Not Found', `No program content is published for ${contentLocale}.`);
    }
    // Served as edited rather than as the schema's stripped copy, so fields added ahead of the contract pass through.
    const items = (file.data as { items: Record<string, unknown> }).items;
    const code = query.variables.get('programCode') ?? Object.keys(items)[0];
    // Own-property check: a code such as "__proto__" must not reach the prototype.
    // Hand-written items win; any other program of the catalogue gets generated tab content.
    const item =
      code === undefined
        ? undefined
        : Object.hasOwn(items, code)
          ? items[code]
          : fallbackPdpItem(code, contentLocale);
    if (code === undefined || item === undefined) {
      return sendProblem(reply, 404, 'Not Found', `No program '${code ?? ''}' in ${contentLocale}.`);
    }
    let answer = file.derived.get(code);
    if (!answer) {
      answer = rendered(JSON.stringify({ data: { pdpProgramPage: { item } } }));
      file.derived.set(code, answer);
    }
    return sendContent(request, reply, answer, JSON_TYPE);
  });
};

export interface ContentAppConfig {
  contentDir: string;
  logger?: FastifyServerOptions['logger'];
}

/** The standalone content service: the content routes at the root. */
export async function createApp(config: ContentAppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ?? false,
    // Malformed URLs are rejected by the router before any plugin runs; answer them in the same problem shape.
    frameworkErrors: (error, _request, reply) => {
      void sendProblem(reply, 400, 'Bad Request', error.message);
    },
  });
  await app.register(contentRoutes, { contentDir: config.contentDir });
  return app;
}
