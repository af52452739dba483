import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RequestLineLogController } from './request-log.ts';

const lineSchema = z.object({ level: z.number(), msg: z.string(), reqId: z.string().optional() }).loose();

async function linesFor(level: string, url: string) {
  const lines: string[] = [];
  const logger: FastifyBaseLogger = pino({ level }, { write: (line: string) => void lines.push(line) });
  const app: FastifyInstance = Fastify({
    loggerInstance: logger,
    logController: new RequestLineLogController(),
  });
  app.get('/items/:id', async () => ({ ok: true }));
  await app.inject({ method: 'GET', url });
  await app.close();
  return lines.map((line) => lineSchema.parse(JSON.parse(line)));
}

describe('RequestLineLogController', () => {
  it('logs one debug line per completed request, without the query string', async () => {
    const lines = await linesFor('debug', '/items/7?token=secret');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 20,
        msg: expect.stringMatching(/^GET \/items\/7 200 [\d.]+ ms$/),
        reqId: expect.any(String),
        http: { method: 'GET', path: '/items/7', status: 200, durationMs: expect.any(Number) },
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('prints nothing per request at the info level', async () => {
    expect(await linesFor('info', '/items/7')).toEqual([]);
  });
});
