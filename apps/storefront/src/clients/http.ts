/**
 * The generic GET helper of requirements §7: sets the content type by kind and, on a non-OK status,
 * throws an error carrying the status and the JSON body. Every call has a timeout.
 */

export type ResourceKind = 'json' | 'html' | 'text';

const CONTENT_TYPES: Record<ResourceKind, string> = {
  json: 'application/json',
  html: 'text/html',
  text: 'text/plain',
};

export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(`HTTP error! status ${status}`);
    this.status = status;
    this.body = body;
  }
}

export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
}

export const EXPECTED_JSON = 'Expected JSON response';

export interface GetOptions {
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Next.js data-cache options for server renders. */
  next?: { revalidate?: number | false };
  fetchImpl?: typeof fetch;
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json().catch(() => null);
  return response.text().catch(() => null);
}

export async function getResource(url: string, kind: 'json', options: GetOptions): Promise<unknown>;
export async function getResource(url: string, kind: 'html' | 'text', options: GetOptions): Promise<string>;
export async function getResource(url: string, kind: ResourceKind, options: GetOptions): Promise<unknown> {
  const contentType = CONTENT_TYPES[kind];
  const response = await (options.fetchImpl ?? fetch)(url, {
    method: 'GET',
    headers: { Accept: contentType, 'Content-Type': contentType, ...options.headers },
    signal: AbortSignal.timeout(options.timeoutMs),
    ...(options.next ? { next: options.next } : {}),
  });
  if (!response.ok) throw new HttpError(response.status, await readBody(response));
  if (kind !== 'json') return response.text();
  if (!(response.headers.get('content-type') ?? '').includes('json')) {
    throw new ResponseShapeError(EXPECTED_JSON);
  }
  try {
    return await response.json();
  } catch {
    throw new ResponseShapeError(EXPECTED_JSON);
  }
}
