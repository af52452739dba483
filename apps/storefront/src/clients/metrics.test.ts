import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeSystemCalls, storefrontMetrics, systemOf } from './metrics.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => res.writeHead(req.url?.includes('missing') ? 404 : 200).end('{}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('systemOf', () => {
  const bases = {
    commerce: 'http://127.0.0.1:4000',
    identity: 'http://127.0.0.1:4000/am',
    content: 'https://content.example.com/content',
  };

  it('names the most specific system base an address is under', () => {
    expect(systemOf('http://127.0.0.1:4000/headless/ecommerce/v2/products', bases)).toBe('commerce');
    expect(systemOf('http://127.0.0.1:4000/am/json/sessions', bases)).toBe('identity');
    expect(systemOf('https://content.example.com/content/us/nav.json', bases)).toBe('content');
  });

  it('names none for an address under no base', () => {
    expect(systemOf('http://127.0.0.1:4000amx/x', { identity: 'http://127.0.0.1:4000am' })).toBeUndefined();
    expect(systemOf('https://content.example.com/other', bases)).toBeUndefined();
    expect(systemOf('http://127.0.0.1:3000/api/revalidate', bases)).toBeUndefined();
  });
});

describe('observeSystemCalls', () => {
  it('times the calls to each system by status, and none to other addresses', async () => {
    observeSystemCalls(() => ({ content: `${base}/content`, flags: `${base}/flags` }));
    await (await fetch(`${base}/content/us/nav.json`)).text();
    await (await fetch(`${base}/content/us/missing.json`)).text();
    await (await fetch(`${base}/flags/ofrep/v1/evaluate/flags`, { method: 'POST' })).text();
    await (await fetch(`${base}/elsewhere`)).text();

    const text = await storefrontMetrics().registry.metrics();
    const count = (labels: string) =>
      text.match(
        new RegExp(`^storefront_system_request_duration_seconds_count\\{${labels}\\} (\\d+)$`, 'm'),
      )?.[1];
    expect(count('system="content",method="GET",status="200"')).toBe('1');
    expect(count('system="content",method="GET",status="404"')).toBe('1');
    expect(count('system="flags",method="POST",status="200"')).toBe('1');
    expect(text).not.toContain('elsewhere');
    expect(text).toContain('process_cpu_seconds_total');
  });
});
