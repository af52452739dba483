import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { isWellFormedRequestId, REQUEST_ID_HEADER } from '@store/service-runtime/request-id';
import { NextResponse } from 'next/server';
import { problemResponse } from '../../clients/problem-response.ts';
import type { System } from './resolve-route.ts';

/**
 * Forwards a backing-system path to its system (issue 11, "bad input"). Next.js's rewrite to an
 * external address answers a bare 500 when the system is down and offers no hook, so the proxy first
 * asks whether the system's address takes connections at all: when it does not, the browser gets a
 * 503 problem a person can act on; when it does, Next.js's own rewrite carries the request, which
 * streams both ways (the flag event stream included) and handles a browser that goes away. The answer
 * is kept for a moment per address, so a burst of requests costs one connection attempt. The
 * request id the edge gave the request goes on to the system, so its log lines and ours share it.
 */

/** How soon to try again after a system did not answer: the flag stream's retries start sooner anyway. */
export const RETRY_AFTER_SECONDS = 5;
/** How long an address's answer is believed; a system that stops answering gets bare 500s at most this long. */
export const REACHABILITY_MS = 1000;
/** A loopback or LAN system accepts a connection well within this. */
export const CONNECT_TIMEOUT_MS = 1000;

const SYSTEM_NAMES: Record<System, string> = {
  commerce: 'The commerce system',
  identity: 'The sign-in service',
  content: 'The content service',
  flags: 'The flag service',
  payments: 'The payment page',
};

export interface ForwardTarget {
  system: System;
  target: URL;
}

export interface ForwardOptions {
  logger: { warn(fields: object, message: string): void };
  now?: () => number;
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** Whether a TCP connection to the address opens within the timeout; the connection is closed at once. */
export function acceptsConnections(target: URL, timeoutMs = CONNECT_TIMEOUT_MS): Promise<boolean> {
  const port = target.port ? Number(target.port) : (DEFAULT_PORTS[target.protocol] ?? 80);
  return new Promise((resolve) => {
    const socket = connect({ host: target.hostname.replace(/^\[|\]$/g, ''), port });
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const known = new Map<string, { reachable: Promise<boolean>; at: number }>();

/** The address's reachability, asked again once the last answer is older than REACHABILITY_MS. */
export function systemReachable(target: URL, now: number): Promise<boolean> {
  const key = `${target.protocol}//${target.host}`;
  const last = known.get(key);
  if (last && now - last.at < REACHABILITY_MS) return last.reachable;
  const reachable = acceptsConnections(target);
  known.set(key, { reachable, at: now });
  return reachable;
}

/** The edge's id for the request; one of our own when the storefront was reached without it. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get(REQUEST_ID_HEADER);
  return isWellFormedRequestId(given) ? given : randomUUID();
}

export async function forwardToSystem(
  request: Request,
  { system, target }: ForwardTarget,
  { logger, now = Date.now }: ForwardOptions,
): Promise<Response> {
  const requestId = requestIdOf(request);
  if (await systemReachable(target, now())) {
    const headers = new Headers(request.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    return NextResponse.rewrite(target, { request: { headers } });
  }
  logger.warn(
    { system, method: request.method, path: target.pathname, status: 503, requestId },
    `${system} is not answering; the store answered 503 in its place`,
  );
  return problemResponse(
    503,
    `${SYSTEM_NAMES[system]} is not answering at the moment; try again in a few seconds.`,
    { title: 'Service Unavailable', headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
  );
}
