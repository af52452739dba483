import { operatorApiBase } from '../../../../src/server/server-env.ts';
import { isSameOrigin, readCookie, SESSION_COOKIE } from '../../../../src/server/session-cookie.ts';
import { problem } from '../../../../src/server/problem.ts';

/**
 * The console's backend for its frontend: forwards each call to commerce's operator API with the
 * staff token from the HttpOnly session cookie, so the token never reaches a script. Answers (JSON,
 * problems, documents) stream back as they come.
 */

export const dynamic = 'force-dynamic';

/** What the browser may send on and what comes back of commerce's headers. */
const REQUEST_HEADERS = ['content-type', 'accept', 'if-match', 'if-none-match'];
const ANSWER_HEADERS = ['content-type', 'content-disposition', 'content-length', 'etag', 'retry-after'];

async function forward(request: Request, params: Promise<{ path: string[] }>): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameOrigin(request)) {
    return problem(403, 'cross-origin', 'This call must come from the console itself.');
  }
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return problem(401, 'signed-out', 'Sign in to the console first.');
  const { path } = await params;
  // A dot segment would climb out of /operator once the URL is normalised.
  if (path.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return problem(404, 'not-found', 'No such operator path.');
  }
  const target = `${operatorApiBase()}/${path.map(encodeURIComponent).join('/')}${new URL(request.url).search}`;
  const headers = new Headers({ authorization: `Bearer ${token}` });
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      cache: 'no-store',
    });
  } catch {
    return problem(503, 'unreachable', 'The store’s commerce system does not answer. Try again shortly.');
  }
  const answer = new Headers({ 'cache-control': 'no-store' });
  for (const name of ANSWER_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) answer.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: answer });
}

type Context = { params: Promise<{ path: string[] }> };
export const GET = (request: Request, { params }: Context) => forward(request, params);
export const POST = (request: Request, { params }: Context) => forward(request, params);
export const PUT = (request: Request, { params }: Context) => forward(request, params);
export const PATCH = (request: Request, { params }: Context) => forward(request, params);
export const DELETE = (request: Request, { params }: Context) => forward(request, params);
