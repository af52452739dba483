import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM } from './lighthouse.ts';
import { cpuIndex } from './machine.ts';
import type { StorageState } from './customer-session.ts';

/**
 * What an idle visit transfers: Chromium opens the page in a context of its own (an empty HTTP
 * cache; the signed-in customer's cookies and local storage for their pages), stays idle for ten
 * seconds, and adds up the encoded bytes of the bodies (as they crossed the network, compressed; the
 * headers left out, which would count the number of files rather than their weight) of every
 * response that finished in that time, by kind: lazy chunks and the scripts of prefetched pages
 * count as scripts. Unthrottled, desktop viewport (1280×720, Playwright's default), where the most
 * links, and so the most prefetches, are in view.
 */

export const IDLE_SECONDS = 10;

export const RESOURCE_KINDS = [
  'document',
  'script',
  'rsc',
  'stylesheet',
  'font',
  'image',
  'fetch',
  'other',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export interface KindTotal {
  requests: number;
  bytes: number;
}

export interface IdleVisit {
  route: string;
  status: number;
  /** The JavaScript transferred, the budgeted figure. */
  scriptBytes: number;
  byKind: Record<ResourceKind, KindTotal>;
  /** cpuIndex() just before the visit. */
  cpuIndex: number;
}

export interface IdleTransfer {
  seconds: number;
  baseline: IdleVisit;
  pages: IdleVisit[];
}

/**
 * The kind of a request from Chromium's resource type; a React Server Components payload (a
 * prefetch or a client navigation's data) is a fetch Next.js marks with its `RSC` header.
 */
export function resourceKind(
  type: string | undefined,
  url: string,
  headers: Record<string, string>,
): ResourceKind {
  const rscHeader = Object.keys(headers).some((name) => name.toLowerCase() === 'rsc');
  if (rscHeader || URL.parse(url)?.searchParams.has('_rsc')) return 'rsc';
  switch (type) {
    case 'Document':
      return 'document';
    case 'Script':
      return 'script';
    case 'Stylesheet':
      return 'stylesheet';
    case 'Font':
      return 'font';
    case 'Image':
      return 'image';
    case 'Fetch':
    case 'XHR':
      return 'fetch';
    default:
      return 'other';
  }
}

const emptyTotals = () =>
  Object.fromEntries(RESOURCE_KINDS.map((kind) => [kind, { requests: 0, bytes: 0 }])) as Record<
    ResourceKind,
    KindTotal
  >;

async function idleVisit(
  browser: Browser,
  baseUrl: string,
  route: string,
  storageState?: StorageState,
): Promise<IdleVisit> {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const kinds = new Map<string, ResourceKind>();
    const byKind = emptyTotals();
    let counting = true;
    cdp.on('Network.requestWillBeSent', (event) => {
      kinds.set(event.requestId, resourceKind(event.type, event.request.url, event.request.headers));
    });
    // What had crossed when the response began is its headers; the rest, at the end, is the body.
    const headerBytes = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      headerBytes.set(event.requestId, event.response.encodedDataLength);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const kind = kinds.get(event.requestId);
      if (!counting || !kind) return;
      byKind[kind].requests += 1;
      byKind[kind].bytes += Math.max(0, event.encodedDataLength - (headerBytes.get(event.requestId) ?? 0));
    });
    await cdp.send('Network.enable');
    const index = cpuIndex();
    const started = performance.now();
    const response = await page.goto(new URL(route, baseUrl).href, { waitUntil: 'commit' });
    const left = IDLE_SECONDS * 1000 - (performance.now() - started);
    // The idle time itself is what is measured: nothing to wait for but the clock.
    if (left > 0) await page.waitForTimeout(left);
    counting = false;
    return {
      route,
      status: response?.status() ?? 0,
      scriptBytes: byKind.script.bytes,
      byKind,
      cpuIndex: index,
    };
  } finally {
    await context.close();
  }
}

/** The framework baseline's page, then each route; `signedIn` routes with the customer's storage. */
export async function measureIdleTransfer(
  baselineUrl: string,
  storeUrl: string,
  routes: { anonymous: string[]; signedIn: string[] },
  signedInState: (browser: Browser) => Promise<StorageState>,
): Promise<IdleTransfer> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu'] });
  try {
    const baseline = await idleVisit(browser, baselineUrl, '/');
    const pages: IdleVisit[] = [];
    for (const route of routes.anonymous) pages.push(await idleVisit(browser, storeUrl, route));
    if (routes.signedIn.length > 0) {
      const state = await signedInState(browser);
      for (const route of routes.signedIn) pages.push(await idleVisit(browser, storeUrl, route, state));
    }
    return { seconds: IDLE_SECONDS, baseline, pages };
  } finally {
    await browser.close();
  }
}
