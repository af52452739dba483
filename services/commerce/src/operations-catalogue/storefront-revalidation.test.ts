import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { BUS_CHANNELS, inProcessBus } from '@store/service-runtime/bus';
import { productPagePaths, revalidateProductPages } from './storefront-revalidation.ts';

const warnings: string[] = [];
const log = { warn: (_details: object, message: string) => void warnings.push(message) };

describe('the storefront revalidation', () => {
  it('names the product page in every locale of the stores that share the site’s currency', () => {
    expect(productPagePaths('A100123', 'caassessments')).toEqual(['/en-ca/p/A100123', '/fr-ca/p/A100123']);
    expect(productPagePaths('A100123', 'nlassessments')).toEqual(['/nl-nl/p/A100123', '/es-es/p/A100123']);
  });

  it('logs a storefront that refuses or does not answer, and never throws', async () => {
    const server = createServer((_request, response) => response.writeHead(503).end());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/revalidate`;
    await revalidateProductPages({ url, apiKey: 'key-0123456789abcdef', log }, 'A100123', 'usassessments');
    server.close();
    await once(server, 'close');
    await revalidateProductPages({ url, apiKey: 'key-0123456789abcdef', log }, 'A100123', 'usassessments');
    expect(warnings).toEqual([
      'the storefront did not revalidate the changed product',
      'the storefront could not be asked to revalidate the changed product',
    ]);
  });

  it('calls nothing without an address', async () => {
    warnings.length = 0;
    await revalidateProductPages(
      { url: undefined, apiKey: 'key-0123456789abcdef', log },
      'A100123',
      'usassessments',
    );
    expect(warnings).toEqual([]);
  });

  it('publishes the paths to every storefront instance instead of calling one, when given the bus', async () => {
    warnings.length = 0;
    const bus = inProcessBus();
    const heard: unknown[] = [];
    bus.subscribe(BUS_CHANNELS.storefrontRevalidate, (message) => heard.push(message));
    let called = false;
    const server = createServer((_request, response) => {
      called = true;
      response.writeHead(200).end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`;
    await revalidateProductPages(
      { url, apiKey: 'key-0123456789abcdef', log, bus },
      'A100123',
      'caassessments',
    );
    server.close();
    await once(server, 'close');
    expect(heard).toEqual([{ paths: ['/en-ca/p/A100123', '/fr-ca/p/A100123'] }]);
    expect(called).toBe(false);
    expect(warnings).toEqual([]);
    await bus.close();
  });
});
