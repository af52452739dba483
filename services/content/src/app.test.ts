import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DATA_DIR } from '@store/content';
import { pdpProgramResponseSchema } from '@store/contracts/content';
import { contentRoutes, createApp } from './app.ts';
import { expectProblem } from './test-support.ts';

describe("Fastify's own errors", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createApp({ contentDir: CONTENT_DATA_DIR });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers a malformed JSON body with a 400 problem', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"unclosed":',
    });
    expectProblem(res, 400);
    expect(res.json()).toMatchObject({
      detail: expect.stringMatching(/not valid JSON/),
      instance: '/health',
    });
  });

  it('answers a path the router cannot decode with a 400 problem', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/uk/pages/%E0%A4%A.json' }), 400);
  });

  it('answers an over-long page slug with a 404 problem', async () => {
    expectProblem(await app.inject({ method: 'GET', url: `/uk/pages/${'a'.repeat(300)}.json` }), 404);
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
