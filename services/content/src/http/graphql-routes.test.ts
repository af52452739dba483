import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog, programAt } from '@store/catalog';
import { CONTENT_DATA_DIR } from '@store/content';
import { pdpProgramResponseSchema } from '@store/contracts/content';
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
