import { join } from 'node:path';
import { z } from 'zod';
import { PDP_PROGRAM_PROJECT, pdpProgramItemSchema, pdpProgramQueryName } from '@store/contracts/content';
import { ALL_LOCALE_INFO } from '@store/locales';
import { ProblemError } from '@store/service-runtime';
import { rendered, type LoadFile, type Rendered } from './file-cache.ts';
import { fallbackPdpItem } from './pdp-fallback.ts';

/**
 * The pdp-program persisted GraphQL query of requirements §7: `{project}/{query}[;name=value...]`
 * under the GraphQL base, answered from `pdp/{contentLocale}.json`.
 */

export const GRAPHQL_BASE = '/graphql/execute.json/';

const pdpFileSchema = z.object({ items: z.record(z.string(), pdpProgramItemSchema) });

const CONTENT_LOCALES: ReadonlySet<string> = new Set(ALL_LOCALE_INFO.map((l) => l.contentLocale));

export interface PersistedQuery {
  project: string;
  name: string;
  variables: Map<string, string>;
}

/**
 * Splits `{project}/{query}[;name=value...]` from the raw URL. The raw URL is used because the
 * variables may come raw or percent-encoded, and a router configured to treat `;` as a query
 * delimiter would otherwise hide them.
 */
export function parsePersistedQuery(rawUrl: string): PersistedQuery | undefined {
  const path = rawUrl.split('?', 1)[0] ?? '';
  const at = path.indexOf(GRAPHQL_BASE);
  if (at < 0) return undefined;
  const rest = path.slice(at + GRAPHQL_BASE.length);
  const slash = rest.indexOf('/');
  if (slash < 0) return undefined;
  const project = decodePath(rest.slice(0, slash));
  const [name = '', ...pairs] = decodePath(rest.slice(slash + 1)).split(';');
  if (name.includes('/')) return undefined;
  const variables = new Map<string, string>();
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq > 0) variables.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return { project, name, variables };
}

function decodePath(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ProblemError(400, 'The request path is not correctly percent-encoded.');
  }
}

const notFound = (detail: string) => new ProblemError(404, detail);

/** The answer to a persisted query: one program's tab content, kept with the file version it came from. */
export async function pdpProgramAnswer(query: PersistedQuery | undefined, load: LoadFile): Promise<Rendered> {
  if (!query) throw notFound('Expected /graphql/execute.json/{project}/{query}.');
  if (query.project !== PDP_PROGRAM_PROJECT) throw notFound(`Unknown project '${query.project}'.`);
  const contentLocale = query.name.replace(/-pdp-program$/, '');
  if (!CONTENT_LOCALES.has(contentLocale) || pdpProgramQueryName(contentLocale) !== query.name) {
    throw notFound(`Unknown persisted query '${query.name}'.`);
  }
  const file = await load(join('pdp', `${contentLocale}.json`), pdpFileSchema);
  if (!file) throw notFound(`No program content is published for ${contentLocale}.`);
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
    throw notFound(`No program '${code ?? ''}' in ${contentLocale}.`);
  }
  let answer = file.derived.get(code);
  if (!answer) {
    answer = rendered(JSON.stringify({ data: { pdpProgramPage: { item } } }));
    file.derived.set(code, answer);
  }
  return answer;
}
