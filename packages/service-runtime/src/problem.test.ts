import Fastify, { type FastifyBaseLogger, type FastifyInstance, type InjectOptions } from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  PROBLEM_CONTENT_TYPE,
  ProblemError,
  installProblemHandlers,
  parseInput,
  problemFrameworkErrors,
  problemJson,
} from './problem.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function appWith(options: Parameters<typeof installProblemHandlers>[1] = {}, logs: string[] = []) {
  const logger: FastifyBaseLogger = pino(
    { level: 'error' },
    { write: (line: string) => void logs.push(line) },
  );
  const app: FastifyInstance = Fastify({
    loggerInstance: logger,
    frameworkErrors: problemFrameworkErrors,
    routerOptions: { maxParamLength: 20 },
  });
  apps.push(app);
  installProblemHandlers(app, options);
  app.post('/echo', { bodyLimit: 64 }, async (request) => ({ got: request.body }));
  app.post(
    '/validated',
    { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } },
    async () => ({ ok: true }),
  );
  app.get('/items/:id', async (request) => request.params);
  app.get('/refused', async () => {
    throw new ProblemError(
      401,
      'Sign in again to continue.',
      { reason: 'step-up' },
      { 'www-authenticate': 'Bearer' },
    );
  });
  app.get('/broken', async () => {
    throw new Error('connection string postgres://secret@db refused');
  });
  app.get('/parsed', async (request) =>
    parseInput(z.object({ page: z.coerce.number().int() }), request.query, 'query'),
  );
  return app;
}

async function problemOf(app: FastifyInstance, inject: InjectOptions) {
  const response = await app.inject(inject);
  expect(response.headers['content-type']).toBe(PROBLEM_CONTENT_TYPE);
  expect(response.headers['cache-control']).toBe('no-store');
  const body: unknown = response.json();
  expect(body).toMatchObject({ type: 'about:blank', status: response.statusCode });
  return { response, body };
}

describe('installProblemHandlers', () => {
  it('answers a body that is not JSON with 400', async () => {
    const { response, body } = await problemOf(appWith(), {
      method: 'POST',
      url: '/echo?x=1',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({
      title: 'Bad Request',
      detail: expect.stringMatching(/not valid JSON/),
      instance: '/echo',
      requestId: expect.any(String),
    });
  });

  it('answers an empty JSON body with 400', async () => {
    const { response, body } = await problemOf(appWith(), {
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({ detail: expect.stringMatching(/empty/) });
  });

  it('answers a schema validation failure with 400 and what failed', async () => {
    const { response, body } = await problemOf(appWith(), {
      method: 'POST',
      url: '/validated',
      payload: { other: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({ detail: expect.stringMatching(/name/) });
  });

  it('answers a body over the limit with 413', async () => {
    const { response, body } = await problemOf(appWith(), {
      method: 'POST',
      url: '/echo',
      payload: { text: 'x'.repeat(200) },
    });
    expect(response.statusCode).toBe(413);
    expect(body).toMatchObject({
      title: 'Payload Too Large',
      detail: expect.stringMatching(/larger than the 64 bytes/),
    });
  });

  it('answers an unsupported content type with 415 naming it', async () => {
    const { response, body } = await problemOf(appWith(), {
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(body).toMatchObject({ detail: expect.stringMatching(/application\/xml.*application\/json/) });
  });

  it('answers a path segment over the router limit with 414', async () => {
    const { response, body } = await problemOf(appWith(), { method: 'GET', url: `/items/${'x'.repeat(40)}` });
    expect(response.statusCode).toBe(414);
    expect(body).toMatchObject({ detail: expect.stringMatching(/too long/) });
  });

  it('answers a malformed percent-encoding with 400', async () => {
    const { response, body } = await problemOf(appWith(), { method: 'GET', url: '/items/%zz' });
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({ detail: expect.stringMatching(/percent-encoded/) });
  });

  it('answers an unknown path with 404 naming it, or in the service’s words', async () => {
    const plain = await problemOf(appWith(), { method: 'GET', url: '/nowhere?q=1' });
    expect(plain.response.statusCode).toBe(404);
    expect(plain.body).toMatchObject({
      title: 'Not Found',
      detail: 'Nothing is served at GET /nowhere.',
      instance: '/nowhere',
    });

    const worded = await problemOf(
      appWith({ notFoundDetail: (request) => `The API has no ${request.method} ${request.url}; see /docs.` }),
      { method: 'DELETE', url: '/nowhere' },
    );
    expect(worded.body).toMatchObject({ detail: 'The API has no DELETE /nowhere; see /docs.' });
  });

  it('answers a thrown ProblemError with its status, headers and extension members', async () => {
    const { response, body } = await problemOf(appWith(), {
      method: 'GET',
      url: '/refused',
      headers: { 'x-request-id': '2f1c1d7e-9a6b-4a53-8f0e-1a2b3c4d5e6f' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(body).toEqual({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'Sign in again to continue.',
      instance: '/refused',
      requestId: expect.any(String),
      reason: 'step-up',
    });
  });

  it('answers an unexpected error with a 500 that does not leak its message, and logs it with the request id', async () => {
    const logs: string[] = [];
    const { response, body } = await problemOf(appWith({}, logs), { method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    const { requestId } = z.object({ requestId: z.string() }).parse(body);
    expect(body).toMatchObject({
      title: 'Internal Server Error',
      detail: expect.stringContaining(requestId),
    });
    const logged = logs.map((line) =>
      z.object({ reqId: z.string(), err: z.object({ message: z.string() }) }).parse(JSON.parse(line)),
    );
    expect(logged).toEqual([
      expect.objectContaining({
        reqId: requestId,
        err: expect.objectContaining({ message: expect.stringContaining('refused') }),
      }),
    ]);
  });

  it('works in an encapsulated plugin scope under a prefix', async () => {
    const app: FastifyInstance = Fastify();
    apps.push(app);
    await app.register(
      async (scope) => {
        installProblemHandlers(scope, { notFoundDetail: () => 'Not in the API.' });
        scope.get('/here', async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    const { body } = await problemOf(app, { method: 'GET', url: '/api/elsewhere' });
    expect(body).toMatchObject({ status: 404, detail: 'Not in the API.', instance: '/api/elsewhere' });
  });
});

describe('parseInput', () => {
  it('returns the parsed value', async () => {
    const response = await appWith().inject({ method: 'GET', url: '/parsed?page=2' });
    expect(response.json()).toEqual({ page: 2 });
  });

  it('refuses bad input with a 400 naming each bad field', () => {
    const schema = z.object({ quantity: z.number().int(), code: z.string() });
    let thrown: unknown;
    try {
      parseInput(schema, { quantity: 1.5, code: 3 }, 'body');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ProblemError);
    expect(thrown).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^The body is not valid: body\.quantity: .+ \(and 1 more\)\.$/),
      extra: {
        errors: [
          { path: 'body.quantity', message: expect.any(String) },
          { path: 'body.code', message: expect.any(String) },
        ],
      },
    });
  });
});

describe('problemJson', () => {
  it('builds the body outside Fastify, without a request id when there is none', () => {
    expect(JSON.parse(problemJson(502, 'Try again in a moment.', '/en-us', undefined))).toEqual({
      type: 'about:blank',
      title: 'Bad Gateway',
      status: 502,
      detail: 'Try again in a moment.',
      instance: '/en-us',
    });
  });
});
