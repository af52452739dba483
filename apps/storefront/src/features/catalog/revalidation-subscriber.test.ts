import { inProcessBus, BUS_CHANNELS } from '@store/service-runtime/bus';
import { describe, expect, it, vi } from 'vitest';
import { subscribeToRevalidation } from './revalidation-subscriber.ts';

const KEY = 'platform-test-key-0123456789';

function setUp(status = 202) {
  const bus = inProcessBus();
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    return new Response(null, { status });
  };
  const log = { info: vi.fn(), warn: vi.fn() };
  const stop = subscribeToRevalidation({ bus, ownUrl: 'http://127.0.0.1:7711', apiKey: KEY, log, fetchImpl });
  return { bus, calls, log, stop };
}

async function until(condition: () => boolean) {
  const deadline = Date.now() + 2000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('subscribeToRevalidation', () => {
  it("asks this instance's own revalidate route, with the platform key, for the paths of a message", async () => {
    const { bus, calls } = setUp();
    await bus.publish(BUS_CHANNELS.storefrontRevalidate, { paths: ['/en-us/p/A100123', '/en-ca/p/A100123'] });
    await until(() => calls.length === 1);
    const [call] = calls;
    expect(call?.url).toBe('http://127.0.0.1:7711/api/revalidate');
    expect(call?.init?.method).toBe('POST');
    expect(new Headers(call?.init?.headers).get('x-api-key')).toBe(KEY);
    expect(JSON.parse(String(call?.init?.body))).toEqual({ paths: ['/en-us/p/A100123', '/en-ca/p/A100123'] });
  });

  it('ignores a message of the wrong shape and logs it, asking nothing', async () => {
    const { bus, calls, log } = setUp();
    await bus.publish(BUS_CHANNELS.storefrontRevalidate, { paths: ['/../../admin'] });
    await bus.publish(BUS_CHANNELS.storefrontRevalidate, { version: 3 });
    await until(() => log.warn.mock.calls.length === 2);
    expect(calls).toEqual([]);
  });

  it('logs a refusal of its own route, and hears nothing once stopped', async () => {
    const { bus, calls, log, stop } = setUp(401);
    await bus.publish(BUS_CHANNELS.storefrontRevalidate, { paths: ['/en-us/search.html'] });
    await until(() => log.warn.mock.calls.length === 1);
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ status: 401 });
    stop();
    await bus.publish(BUS_CHANNELS.storefrontRevalidate, { paths: ['/en-us/search.html'] });
    expect(calls).toHaveLength(1);
  });

  it('ignores messages on other channels', async () => {
    const { bus, calls } = setUp();
    await bus.publish(BUS_CHANNELS.catalogueChanged, { paths: ['/en-us/p/A100123'] });
    expect(calls).toEqual([]);
  });
});
