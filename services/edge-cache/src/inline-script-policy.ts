import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import { isFrameworkScript } from './framework-scripts.ts';

/**
 * The Content Security Policy of a page, completed by the edge (ADR 17): the storefront's policy allows
 * no inline script, and the edge, which sees every page whole, adds the SHA-256 of each inline script
 * the page carries that has a shape Next.js or React writes (`framework-scripts.ts`). Prerendered and
 * per-request pages alike then run their own scripts (Next.js's payload and bootstrap, React's
 * streaming instructions), while a script injected into the page, before or after it left the edge, an
 * event handler attribute or a `javascript:` address does not run.
 */

/**
 * An opening script tag (quoted attribute values may hold ">") and its text up to the end tag, which
 * the HTML parser ends at "</script" followed by a space, "/" or ">".
 */
const SCRIPT = /<script(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script(?=[\s/>])/gi;
/** One attribute of a start tag; a quoted value is consumed whole, so its text is never read as attributes. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
/** Types that make a script a data block, which the browser never runs (a product page's JSON-LD). */
const DATA_BLOCK_TYPES = new Set(['application/json', 'application/ld+json']);

/** A tag's attributes by lower-case name; the first of two same-named ones counts, as in the browser. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', doubleQuoted, singleQuoted, unquoted] of tag.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, doubleQuoted ?? singleQuoted ?? unquoted ?? '');
  }
  return attributes;
}

/**
 * The texts of the document's inline scripts the browser would run, as its parser reads them (CR LF
 * and lone CR become LF, NUL becomes U+FFFD): scripts with a source and data blocks left out.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, tag = '', text = ''] of html.matchAll(SCRIPT)) {
    const attributes = attributesOf(tag);
    if (attributes.has('src')) continue;
    if (DATA_BLOCK_TYPES.has(attributes.get('type')?.trim().toLowerCase() ?? '')) continue;
    scripts.push(text.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD'));
  }
  return scripts;
}

export interface InlineScriptVerdict {
  /** The hash sources of the framework's scripts, each once, in the order they appear. */
  hashes: string[];
  /** The texts of the other inline scripts, which get no hash and so do not run. */
  refused: string[];
}

export function inlineScriptVerdict(html: string): InlineScriptVerdict {
  const hashes = new Set<string>();
  const refused: string[] = [];
  for (const text of inlineScripts(html)) {
    if (isFrameworkScript(text))
      hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    else refused.push(text);
  }
  return { hashes: [...hashes], refused };
}

/** The policy with the hashes in its script-src in place of 'unsafe-inline'; other directives untouched. */
export function withInlineScriptHashes(policy: string, hashes: readonly string[]): string {
  const completed = (one: string) =>
    one
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...sources] = directive.split(/\s+/);
        if (name.toLowerCase() !== 'script-src') return directive;
        return [
          name,
          ...sources.filter((source) => source.toLowerCase() !== "'unsafe-inline'"),
          ...hashes,
        ].join(' ');
      })
      .join('; ');
  // Several policies arrive as one header joined by commas; each must allow the scripts.
  return policy.split(',').map(completed).join(', ');
}

const DECODERS: Record<string, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

/** The body as the browser reads it: content codings undone in reverse order of application. */
async function decoded(body: Buffer, contentEncoding: unknown): Promise<Buffer> {
  const codings = String(contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding && coding !== 'identity');
  let plain = body;
  for (const coding of codings.reverse()) {
    const decode = DECODERS[coding];
    if (!decode) throw new Error(`unknown content coding ${coding}`);
    plain = await decode(plain);
  }
  return plain;
}

/**
 * The headers of an HTML answer, its policy allowing the framework's inline scripts in its body, and
 * the inline scripts refused. The body itself is sent as it came (still compressed). A body the edge
 * cannot read gets no hash: its inline scripts are blocked rather than allowed unseen.
 */
export async function htmlAnswerHeaders(
  headers: OutgoingHttpHeaders,
  body: Buffer,
): Promise<{ headers: OutgoingHttpHeaders; refused: string[] }> {
  const policy = headers['content-security-policy'];
  if (typeof policy !== 'string') return { headers, refused: [] };
  const { hashes, refused } = await decoded(body, headers['content-encoding']).then(
    (plain) => inlineScriptVerdict(new TextDecoder().decode(plain)),
    () => ({ hashes: [], refused: [] }),
  );
  return {
    headers: { ...headers, 'content-security-policy': withInlineScriptHashes(policy, hashes) },
    refused,
  };
}

export const isHtml = (headers: OutgoingHttpHeaders) =>
  /^\s*text\/html\b/i.test(String(headers['content-type'] ?? ''));
