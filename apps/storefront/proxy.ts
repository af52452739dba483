import { NextResponse, type NextRequest } from 'next/server';
import { logger } from './src/clients/logger.ts';
import { problemResponse } from './src/clients/problem-response.ts';
import { serverEnv, serverSystemUrls } from './src/config/server-env.ts';
import { isSilentAuthorizeLanding, silentCallbackResponse } from './src/features/auth/silent-callback.ts';
import { forwardToSystem, requestIdOf } from './src/shell/routing/forward-to-system.ts';
import { requestRefusal } from './src/shell/routing/request-refusal.ts';
import { requestHost, resolveRoute } from './src/shell/routing/resolve-route.ts';

/**
 * Every request passes here first: backing-system paths are forwarded to the configured system,
 * pages get their locale from the path, the store path or the host's domain (requirements §2).
 */
export function proxy(request: NextRequest): Response | Promise<Response> {
  const { pathname, search } = request.nextUrl;
  if (isSilentAuthorizeLanding(pathname, request.headers)) return silentCallbackResponse();
  const resolution = resolveRoute(pathname, requestHost(request.headers, serverEnv().TRUST_FORWARDED_HOST));
  const refusal = requestRefusal(request, resolution);
  if (refusal) {
    logger.warn(
      { method: request.method, path: pathname, status: refusal.status, requestId: requestIdOf(request) },
      refusal.title,
    );
    return problemResponse(refusal.status, refusal.detail, refusal);
  }

  if (resolution.kind === 'forward') {
    const base = serverSystemUrls()[resolution.system];
    return forwardToSystem(
      request,
      { system: resolution.system, target: new URL(`${base}${resolution.path}${search}`) },
      { logger },
    );
  }

  if (!resolution.rewritten) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = resolution.path;
  return NextResponse.rewrite(url);
}

export const config = {
  // Next's own assets, the API routes, public files, robots.txt and the sitemaps, and the operator's probes never need a locale.
  matcher: [
    '/((?!_next/|api/|scripts/|images/|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|sitemaps/|health$|ready$|metrics$).*)',
  ],
};
