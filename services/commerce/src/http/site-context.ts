import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { COMMERCE_HEADERS } from '@store/contracts/commerce';
import {
  ALL_LOCALE_INFO,
  identityClientId,
  type Locale,
  type RoutingRegion,
  type StoreId,
} from '@store/locales';
import { ProblemError } from '@store/service-runtime';

/**
 * The site context every headless call carries in its headers (requirements §7): platform key, site id,
 * routing region, entry point and the caller's credentials. Customer endpoints (the sign-in
 * issue) read `credentials`; catalogue and anonymous cart calls only need the site.
 */

export interface Site {
  siteId: StoreId;
  locales: Locale[];
  defaultLocale: Locale;
  currency: string;
  routingRegion: RoutingRegion;
  /** The identity client the site's customers sign in with: only its tokens are the site's. */
  identityClientId: string;
}

/** Bearer: a customer's access token; server: a server-to-server token in x-access-token. */
export type Credentials =
  { kind: 'anonymous' } | { kind: 'bearer'; token: string } | { kind: 'server'; token: string };

export interface SiteContext {
  site: Site;
  credentials: Credentials;
  entryPoint: string | undefined;
}

export const SITES: ReadonlyMap<string, Site> = new Map(
  [...new Set(ALL_LOCALE_INFO.map((l) => l.storeId))].map((siteId) => {
    const locales = ALL_LOCALE_INFO.filter((l) => l.storeId === siteId);
    const first = locales[0]!;
    return [
      siteId,
      {
        siteId,
        locales: locales.map((l) => l.locale),
        defaultLocale: first.locale,
        currency: first.currency,
        routingRegion: first.routingRegion,
        identityClientId: identityClientId(first.locale),
      },
    ];
  }),
);

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests so that neither the key's length nor its prefix leaks through timing. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

export function readSiteContext(request: FastifyRequest, apiKey: string): SiteContext {
  const key = header(request, COMMERCE_HEADERS.apiKey);
  if (!key) throw new ProblemError(401, `Send the platform key in the ${COMMERCE_HEADERS.apiKey} header.`);
  if (!sameSecret(key, apiKey))
    throw new ProblemError(401, `The ${COMMERCE_HEADERS.apiKey} header does not hold a valid platform key.`);

  const siteId = header(request, COMMERCE_HEADERS.siteId);
  const known = [...SITES.keys()].join(', ');
  if (!siteId)
    throw new ProblemError(400, `Send the site in the ${COMMERCE_HEADERS.siteId} header (one of ${known}).`);
  const site = SITES.get(siteId);
  if (!site)
    throw new ProblemError(
      400,
      `Unknown site '${siteId}' in ${COMMERCE_HEADERS.siteId}; expected one of ${known}.`,
    );

  const region = header(request, COMMERCE_HEADERS.routingRegion);
  if (region !== undefined && region !== site.routingRegion) {
    throw new ProblemError(
      400,
      `The ${COMMERCE_HEADERS.routingRegion} header '${region}' does not match site ${siteId}, which is served from region ${site.routingRegion}.`,
    );
  }

  return {
    site,
    credentials: readCredentials(request),
    entryPoint: header(request, COMMERCE_HEADERS.entryPoint),
  };
}

function readCredentials(request: FastifyRequest): Credentials {
  const authorization = header(request, 'authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (authorization !== undefined && !bearer) {
    throw new ProblemError(400, 'The Authorization header must be "Bearer <access token>".');
  }
  if (bearer) return { kind: 'bearer', token: bearer };
  const server = header(request, COMMERCE_HEADERS.accessToken);
  if (server) return { kind: 'server', token: server };
  return { kind: 'anonymous' };
}

/** The locale a catalogue call asks for must be one the site serves (caassessments: en-ca, fr-ca). */
export function siteLocale(site: Site, locale: Locale | undefined): Locale {
  if (locale === undefined) return site.defaultLocale;
  if (!site.locales.includes(locale)) {
    throw new ProblemError(
      400,
      `Site ${site.siteId} does not serve locale '${locale}'; use ${site.locales.join(' or ')}.`,
      {
        errors: [{ path: 'query.locale', message: `expects ${site.locales.join(' or ')}` }],
      },
    );
  }
  return locale;
}

/**
 * The server-to-server token that may change the catalogue, derived from the platform key so that
 * the embedded store needs no second secret. The identity issue can replace this check with its
 * own token verification at this one place.
 */
export function catalogWriteToken(apiKey: string): string {
  return createHmac('sha256', apiKey).update('catalog-write').digest('base64url');
}
