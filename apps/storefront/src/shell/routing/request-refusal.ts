/**
 * Requests the store refuses in its proxy, before a page or a backing system sees them, with the
 * 4xx they deserve instead of the 500 the runtime would answer (issue 11, "bad input").
 */

/**
 * The largest body any backing system accepts from the browser (the flag service's evaluation
 * events). Next.js passes only the first 10 MB of a body on through a rewrite and the system then
 * waits for the rest, so anything larger than this is refused here.
 */
export const FORWARDED_BODY_LIMIT = 1024 * 1024;

/** Pages answer these; POST carries server actions. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];

export interface Refusal {
  status: 403 | 405 | 413;
  title: string;
  detail: string;
  headers?: Record<string, string>;
}

interface RequestLike {
  method: string;
  headers: Headers;
}

/** The first value of a header that proxies may repeat as a list. */
const firstOf = (value: string | null) => value?.split(',')[0]?.trim() || undefined;

/**
 * A server action from another origin (or `Origin: null`, a sandboxed or privacy-sensitive context)
 * is cross-site request forgery. Next.js refuses it too, but with a 500; the hosts it accepts are
 * the same as here: the Host or the first X-Forwarded-Host.
 */
function isForeignAction(request: RequestLike): boolean {
  const origin = request.headers.get('origin');
  if (request.method !== 'POST' || !request.headers.has('next-action') || origin === null) return false;
  if (origin === 'null') return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const hosts = [request.headers.get('host'), firstOf(request.headers.get('x-forwarded-host'))];
  return !hosts.includes(originHost);
}

export function requestRefusal(
  request: RequestLike,
  target: { kind: 'page' | 'forward' },
): Refusal | undefined {
  if (target.kind === 'forward') {
    const length = Number(request.headers.get('content-length'));
    if (Number.isFinite(length) && length > FORWARDED_BODY_LIMIT) {
      return {
        status: 413,
        title: 'Content Too Large',
        detail: `The body is larger than the ${FORWARDED_BODY_LIMIT / 1024 / 1024} MB the store accepts; send less.`,
      };
    }
    return undefined;
  }
  if (!PAGE_METHODS.includes(request.method)) {
    return {
      status: 405,
      title: 'Method Not Allowed',
      detail: `A page answers ${PAGE_METHODS.join(', ')}, not ${request.method}.`,
      headers: { Allow: PAGE_METHODS.join(', ') },
    };
  }
  if (isForeignAction(request)) {
    return {
      status: 403,
      title: 'Forbidden',
      detail: 'A store action must come from a page of the store; reload the page and try again.',
    };
  }
  return undefined;
}
