import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog, programAt } from '@store/catalog';
import { CONTENT_DATA_DIR } from '@store/content';
import {
  CONTENT_FILES,
  editorialPageSchema,
  footerContentSchema,
  homeContentSchema,
  navContentSchema,
  pdpProgramResponseSchema,
} from '@store/contracts/content';
import { ALL_LOCALE_INFO } from '@store/locales';
import { contentRoutes, createApp } from './app.ts';

const PDP = '/graphql/execute.json/USAssessments';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createApp({ contentDir: CONTENT_DATA_DIR });
});

afterAll(async () => {
  await app.close();
});

function expectProblem(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
  expect(res.json()).toEqual({
    type: expect.any(String),
    title: expect.any(String),
    status,
    detail: expect.any(String),
  });
}

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

describe('pdp-program persisted query', () => {
  const item = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return pdpProgramResponseSchema.parse(res.json()).data.pdpProgramPage.item;
  };

  it('selects the program from a raw variable', async () => {
    const found = await item(`${PDP}/en-us-pdp-program;programCode=B200456`);
    expect(found._path).toBe('/content/dam/pdp/en-us/B200456');
  });

  it('selects the program from a URL-encoded variable', async () => {
    const found = await item(`${PDP}/en-us-pdp-program%3BprogramCode%3DC300789`);
    expect(found._path).toBe('/content/dam/pdp/en-us/C300789');
  });

  it('answers the first program without a variable', async () => {
    const found = await item(`${PDP}/nl-nl-pdp-program`);
    expect(found._path).toBe('/content/dam/pdp/nl-nl/A100123');
    expect(found.locale).toBe('nl-nl');
  });

  it.each(['en-us', 'en-ca', 'fr-ca', 'en-uk', 'en-au', 'en-asia', 'nl-nl', 'es-es'])(
    'serves the %s content locale',
    async (contentLocale) => {
      const found = await item(`${PDP}/${contentLocale}-pdp-program;programCode=A100123`);
      expect(found._path).toBe(`/content/dam/pdp/${contentLocale}/A100123`);
    },
  );

  it('answers a matching If-None-Match with 304', async () => {
    const url = `${PDP}/fr-ca-pdp-program;programCode=A100123`;
    const first = await app.inject({ method: 'GET', url });
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const other = await app.inject({ method: 'GET', url: `${PDP}/fr-ca-pdp-program;programCode=B200456` });
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it.each([
    [`${PDP}/en-us-pdp-program;programCode=Z999999`, 'unknown code'],
    [`${PDP}/en-us-pdp-program%3BprogramCode%3D__proto__`, 'prototype key'],
    [`${PDP}/de-de-pdp-program`, 'unknown content locale'],
    [`${PDP}/en-gb-pdp-program`, 'locale instead of content locale'],
    [`${PDP}/en-us-product-list`, 'unknown query'],
    ['/graphql/execute.json/OtherProject/en-us-pdp-program', 'unknown project'],
    [`${PDP}/en-us-pdp-program/extra`, 'extra segment'],
    ['/graphql/execute.json/USAssessments', 'missing query'],
  ])('answers %s with a 404 problem (%s)', async (url) => {
    expectProblem(await app.inject({ method: 'GET', url }), 404);
  });

  it('answers a malformed encoding with a 400 problem', async () => {
    expectProblem(
      await app.inject({ method: 'GET', url: `${PDP}/en-us-pdp-program%3BprogramCode%3D%E0%A4%A` }),
      400,
    );
  });
});

describe('pdp-program fallback from the catalogue generator', () => {
  const generated = generateCatalog(1).programs[42]!;
  const item = async (contentLocale: string, code: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `${PDP}/${contentLocale}-pdp-program;programCode=${code}`,
    });
    expect(res.statusCode).toBe(200);
    return pdpProgramResponseSchema.parse(res.json()).data.pdpProgramPage.item;
  };

  it('answers a generated item for a catalogue program without hand-written content', async () => {
    const found = await item('en-us', generated.code);
    expect(found._path).toBe(`/content/dam/pdp/en-us/${generated.code}`);
    expect(found.locale).toBe('en-us');
    expect(found.overview).toBe(generated.texts.en.summary);
    expect(found.faqs[0]?.question).toContain(generated.texts.en.name);
    expect(found.resources.length).toBeGreaterThan(0);
  });

  it("writes it in the content locale's language, English for the Asian sites", async () => {
    expect((await item('fr-ca', generated.code)).overview).toBe(generated.texts.fr.summary);
    expect((await item('nl-nl', generated.code)).overview).toBe(generated.texts.nl.summary);
    expect((await item('es-es', generated.code)).overview).toBe(generated.texts.es.summary);
    expect((await item('en-asia', generated.code)).overview).toBe(generated.texts.en.summary);
  });

  it('covers the tenfold catalogue too, while hand-written items still win', async () => {
    const far = programAt(4999);
    expect((await item('en-uk', far.code)).faqs[0]?.question).toContain(far.texts.en.name);
    expect((await item('en-us', 'A100123')).overview).toMatch(
      /^The Lumen Reading Fluency Inventory measures/,
    );
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

describe('mounted in the platform', () => {
  let parent: FastifyInstance;

  beforeAll(async () => {
    parent = Fastify();
    parent.get('/other', async () => 'other');
    await parent.register(contentRoutes, { prefix: '/content', contentDir: CONTENT_DATA_DIR });
    await parent.ready();
  });

  afterAll(async () => {
    await parent.close();
  });

  it('serves files, the query and health under its prefix', async () => {
    const footer = await parent.inject({ method: 'GET', url: '/content/ca/fr/footer-content.json' });
    expect(footer.statusCode).toBe(200);
    const pdp = await parent.inject({
      method: 'GET',
      url: '/content/graphql/execute.json/USAssessments/en-asia-pdp-program%3BprogramCode%3DB200456',
    });
    expect(pdprogramPath(pdp.json())).toBe('/content/dam/pdp/en-asia/B200456');
    expect((await parent.inject({ method: 'GET', url: '/content/health' })).json()).toEqual({ status: 'ok' });
    expectProblem(await parent.inject({ method: 'GET', url: '/content/us/nope.json' }), 404);
    expect((await parent.inject({ method: 'GET', url: '/other' })).body).toBe('other');
  });

  it('still reads raw variables when the parent treats ; as a query delimiter', async () => {
    // Set at runtime by fastify 5 but missing from its FastifyRouterOptions type.
    const routerOptions = { useSemicolonDelimiter: true } as NonNullable<
      FastifyServerOptions['routerOptions']
    >;
    const strict = Fastify({ routerOptions });
    await strict.register(contentRoutes, { prefix: '/content' });
    const res = await strict.inject({
      method: 'GET',
      url: '/content/graphql/execute.json/USAssessments/en-ca-pdp-program;programCode=C300789',
    });
    expect(pdprogramPath(res.json())).toBe('/content/dam/pdp/en-ca/C300789');
    await strict.close();
  });
});

function pdprogramPath(body: unknown): string {
  return pdpProgramResponseSchema.parse(body).data.pdpProgramPage.item._path;
}
