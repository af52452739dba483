import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DATA_DIR } from '@store/content';
import {
  CONTENT_FILES,
  editorialPageSchema,
  footerContentSchema,
  homeContentSchema,
  navContentSchema,
} from '@store/contracts/content';
import { ALL_LOCALE_INFO } from '@store/locales';
import { createApp } from '../app.ts';
import { expectProblem } from '../test-support.ts';

const PDP = '/graphql/execute.json/USAssessments';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createApp({ contentDir: CONTENT_DATA_DIR });
});

afterAll(async () => {
  await app.close();
});

describe('content files', () => {
  const cases = ALL_LOCALE_INFO.flatMap((info) =>
    Object.values(CONTENT_FILES).map((file) => [`${info.contentPath}/${file}`, file] as const),
  );

  it.each(cases)('serves %s', async (url, file) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    );
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(res.body.length).toBeGreaterThan(0);
  });

  it('serves each Canadian language under its own prefix', async () => {
    const en = await app.inject({ method: 'GET', url: '/ca/en/footer-content.json' });
    const fr = await app.inject({ method: 'GET', url: '/ca/fr/footer-content.json' });
    const enFooter = footerContentSchema.parse(en.json());
    const frFooter = footerContentSchema.parse(fr.json());
    expect(enFooter.items.find((i) => i.id === 'help')?.title).toBe('Help and support');
    expect(frFooter.items.find((i) => i.id === 'help')?.title).toBe('Aide et soutien');

    const frNav = await app.inject({ method: 'GET', url: '/ca/fr/first-level-nav-react-content.html' });
    expect(frNav.body).toContain('<nav');
    expect(frNav.body).toContain('Évaluations et solutions');
    expect(frNav.body).toContain('href="/fr-ca/contact-us"');
  });

  it('serves the locale of the content path', async () => {
    const jp = homeContentSchema.parse(
      (await app.inject({ method: 'GET', url: '/asia/jp/home-content.json' })).json(),
    );
    const sg = homeContentSchema.parse(
      (await app.inject({ method: 'GET', url: '/asia/sg/home-content.json' })).json(),
    );
    expect(jp.heading).toMatch(/[\u3040-\u30ff]/);
    expect(sg.heading).not.toBe(jp.heading);
    const uk = navContentSchema.parse(
      (await app.inject({ method: 'GET', url: '/uk/first-level-nav-content.json' })).json(),
    );
    expect(JSON.stringify(uk)).toContain('Behaviour');
    const footer = await app.inject({ method: 'GET', url: '/us/footer-react-content.html' });
    expect(footer.body).toContain('/store/usassessments/en/order-status');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/nl/global-banner.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    expect(res.body).toBe('');
  });

  it.each([
    '/de/footer-content.json',
    '/ca/footer-content.json',
    '/us/unknown.json',
    '/us/footer-content.xml',
    '/us/../package.json',
    '/us/%2e%2e/%2e%2e/package.json',
    '/en-us/footer-content.json',
    '/',
  ])('answers %s with a 404 problem', async (url) => {
    expectProblem(await app.inject({ method: 'GET', url }), 404);
  });

  it('reports health', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('conditional requests', () => {
  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await app.inject({ method: 'GET', url: '/anz/nz/footer-content.json' });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/anz/nz/footer-content.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');

    const listed = await app.inject({
      method: 'GET',
      url: '/anz/nz/footer-content.json',
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(listed.statusCode).toBe(304);
  });

  it('answers a stale If-None-Match with the content', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/anz/nz/footer-content.json',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('items');
  });

  it('gives different files different strong tags', async () => {
    const a = await app.inject({ method: 'GET', url: '/us/footer-content.json' });
    const b = await app.inject({ method: 'GET', url: '/ca/fr/footer-content.json' });
    expect(a.headers.etag).not.toBe(b.headers.etag);
    expect(String(a.headers.etag)).not.toMatch(/^W\//);
  });
});

describe('editable content folder', () => {
  let dir: string;
  let local: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'content-service-'));
    cpSync(CONTENT_DATA_DIR, dir, { recursive: true });
    local = await createApp({ contentDir: dir });
  });

  afterAll(async () => {
    await local.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves an edited file fresh, with a new tag', async () => {
    const url = '/es/global-banner.json';
    const before = await local.inject({ method: 'GET', url });
    expect(before.statusCode).toBe(200);

    const edited = {
      supportClosure: {
        msgId: 'support-closure-holidays',
        closedDates: ['2027-01-06'],
        resumesAt: '2027-01-07T07:00:00+01:00',
        template: 'Atención al cliente cerrada el {dates} por la festividad de Reyes. Volvemos el {resumes}.',
      },
    };
    writeFileSync(join(dir, 'es-es', 'global-banner.json'), JSON.stringify(edited));

    const after = await local.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(edited);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('serves an edited program fresh', async () => {
    const url = `${PDP}/es-es-pdp-program;programCode=A100123`;
    const before = await local.inject({ method: 'GET', url });
    const file = join(dir, 'pdp', 'es-es.json');
    const content = JSON.parse(before.body) as {
      data: { pdpProgramPage: { item: Record<string, unknown> } };
    };
    const item = {
      ...content.data.pdpProgramPage.item,
      overview: 'Descripción revisada por el equipo editorial.',
    };
    writeFileSync(file, JSON.stringify({ items: { A100123: item } }));
    const after = await local.inject({ method: 'GET', url });
    expect(after.json()).toEqual({ data: { pdpProgramPage: { item } } });
  });

  it('answers a file that no longer matches its schema with a 500 problem', async () => {
    writeFileSync(join(dir, 'nl-nl', 'home-content.json'), '{"title": ""}');
    expectProblem(await local.inject({ method: 'GET', url: '/nl/home-content.json' }), 500);
    writeFileSync(join(dir, 'nl-nl', 'footer-content.json'), '{ not json');
    expectProblem(await local.inject({ method: 'GET', url: '/nl/footer-content.json' }), 500);
  });

  it('serves an editorial page by its slug, fresh after an edit, and refuses what is not a slug', async () => {
    const page = {
      title: 'Purchase orders',
      description: 'Pay for an order with a purchase order from your organisation.',
      sections: [{ heading: 'Who can pay this way', paragraphs: ['Schools, trusts and NHS bodies.'] }],
    };
    mkdirSync(join(dir, 'en-gb', 'pages', 'ordering'), { recursive: true });
    writeFileSync(join(dir, 'en-gb', 'pages', 'ordering', 'purchase-orders.json'), JSON.stringify(page));
    const url = '/uk/pages/ordering/purchase-orders.json';
    const res = await local.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(editorialPageSchema.parse(res.json())).toEqual(page);

    const edited = { ...page, updated: '2026-11-01' };
    writeFileSync(join(dir, 'en-gb', 'pages', 'ordering', 'purchase-orders.json'), JSON.stringify(edited));
    expect((await local.inject({ method: 'GET', url })).json()).toEqual(edited);

    for (const bad of [
      '/uk/pages/ordering/missing-page.json',
      '/uk/pages/ordering/Purchase-Orders.json',
      '/uk/pages/ordering/purchase-orders',
      '/uk/pages/ordering/..%2F..%2Ffooter-content.json',
      '/uk/pages/ordering/.json',
    ]) {
      expectProblem(await local.inject({ method: 'GET', url: bad }), 404);
    }
    writeFileSync(
      join(dir, 'en-gb', 'pages', 'ordering', 'purchase-orders.json'),
      '{"title": "Purchase orders"}',
    );
    expectProblem(await local.inject({ method: 'GET', url }), 500);
  });

  it('answers a removed file with a 404 problem', async () => {
    unlinkSync(join(dir, 'en-gb', 'footer-react-content.html'));
    expectProblem(await local.inject({ method: 'GET', url: '/uk/footer-react-content.html' }), 404);
  });
});
