import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { builtInContent, builtInEditorialPage } from '@store/content';
import { CONTENT_FILES } from '@store/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CACHE_LIFETIMES } from './cache-manifest.ts';
import { EXPECTED_JSON, getResource, HttpError } from './http.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/json') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ accept: req.headers.accept, type: req.headers['content-type'] }));
    } else if (req.url === '/html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>fragment</p>');
    } else if (req.url === '/missing') {
      res
        .writeHead(404, { 'content-type': 'application/problem+json' })
        .end(JSON.stringify({ title: 'Not found' }));
    } else if (req.url === '/slow') {
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 2000);
    } else if (req.url?.startsWith('/graphql/')) {
      const item = {
        _path: req.url,
        locale: 'x',
        overview: 'o',
        productDetails: 'd',
        resources: [],
        faqs: [],
        complimentaryTraining: 't',
        webinars: [],
      };
      const body = req.url.includes('BAD') ? { data: {} } : { data: { pdpProgramPage: { item } } };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    } else if (req.url === '/uk/pages/help.json') {
      const page = {
        title: 'Help articles',
        description: 'Answers.',
        sections: [{ heading: 'Orders', paragraphs: ['Call us.'] }],
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(page));
    } else if (req.url === '/uk/pages/legal/no-such-policy.json') {
      res.writeHead(404, { 'content-type': 'application/problem+json' }).end('{"title":"Not Found"}');
    } else if (req.url?.startsWith('/uk/pages/')) {
      res.writeHead(503, { 'content-type': 'application/problem+json' }).end('{"title":"Unavailable"}');
    } else if (req.url?.startsWith('/anz/au/')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
    } else {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('not json');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.CONTENT_BASE_URL = base;
  process.env.LOG_LEVEL = 'silent';
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('getResource (the generic GET helper)', () => {
  it('sets the content type by kind', async () => {
    expect(await getResource(`${base}/json`, 'json', { timeoutMs: 1000 })).toEqual({
      accept: 'application/json',
      type: 'application/json',
    });
    expect(await getResource(`${base}/html`, 'html', { timeoutMs: 1000 })).toBe('<p>fragment</p>');
  });

  it('throws an error carrying the status and the JSON body on a non-OK status', async () => {
    const error = await getResource(`${base}/missing`, 'json', { timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 404,
      body: { title: 'Not found' },
      message: 'HTTP error! status 404',
    });
  });

  it('rejects a body that is not JSON', async () => {
    await expect(getResource(`${base}/text`, 'json', { timeoutMs: 1000 })).rejects.toThrow(EXPECTED_JSON);
  });

  it('gives up after its timeout', async () => {
    await expect(getResource(`${base}/slow`, 'json', { timeoutMs: 100 })).rejects.toThrow(/abort|timeout/i);
  });
});

describe('content with fallbacks', () => {
  it('rejects a pdp-program answer without data.pdpProgramPage.item', async () => {
    const { parsePdpProgram, INVALID_STRUCTURE } = await import('./content.ts');
    expect(() => parsePdpProgram({ data: {} })).toThrow(INVALID_STRUCTURE);
    expect(() => parsePdpProgram({ data: { pdpProgramPage: { item: { overview: 1 } } } })).toThrow(
      INVALID_STRUCTURE,
    );
  });

  it('asks the pdp-program query of the locale’s content locale and validates the answer', async () => {
    const { fetchPdpProgram, INVALID_STRUCTURE } = await import('./content.ts');
    const item = await fetchPdpProgram('ja-jp', 'A100123');
    expect(item._path).toBe(
      '/graphql/execute.json/USAssessments/en-asia-pdp-program%3BprogramCode%3DA100123',
    );
    await expect(fetchPdpProgram('en-gb', 'BAD')).rejects.toThrow(INVALID_STRUCTURE);
  });

  it('uses the built-in default when the content answers the wrong shape', async () => {
    const { loadContent } = await import('./content.ts');
    const nav = await loadContent('en-au', 'nav');
    expect(nav.source).toBe('built-in');
    expect(nav.value).toEqual(builtInContent('en-au').nav);
  });

  it('reads an editorial page, answers none for an unpublished one, and the repo’s copy when the content system fails', async () => {
    const { loadEditorialPage } = await import('./content.ts');
    expect(await loadEditorialPage('en-gb', 'help')).toMatchObject({
      source: 'content-service',
      value: { title: 'Help articles' },
    });
    expect(await loadEditorialPage('en-gb', 'legal/no-such-policy')).toBeUndefined();
    const outage = await loadEditorialPage('en-gb', 'legal/privacy');
    expect(outage?.source).toBe('built-in');
    expect(outage?.value).toEqual(await builtInEditorialPage('en-gb', 'legal/privacy'));
    expect(await loadEditorialPage('en-gb', 'legal/not-in-the-repo')).toBeUndefined();
    expect(await loadEditorialPage('en-gb', '../en-gb/footer-content')).toBeUndefined();
  });
});

describe('content caching (cache-manifest.ts)', () => {
  it('caches every content fetch for the manifest’s lifetime, without tags', async () => {
    const { fetchPdpProgram, loadContent, loadEditorialPage, loadFragment } = await import('./content.ts');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      await loadContent('en-gb', 'home');
      await loadFragment('en-gb', CONTENT_FILES.navHtml);
      await loadEditorialPage('en-gb', 'help');
      await fetchPdpProgram('ja-jp', 'A100123');
      expect(fetchSpy).toHaveBeenCalledTimes(4);
      for (const [, init] of fetchSpy.mock.calls) {
        expect(init).toMatchObject({ next: { revalidate: CACHE_LIFETIMES.contentSeconds } });
        expect(init).not.toHaveProperty('next.tags');
      }
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
