import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_SESSION_EVENT, IDENTITY_SESSION_SCRIPT } from '@store/contracts/identity';
import { DEMO_CUSTOMERS } from '../users/demo-customers.ts';
import { signIn, startIdentity, type TestIdentity } from '../test-support.ts';

/** Runs the served script as a page would, with this origin's fetch and the cookie the page has. */
async function runScript(identity: TestIdentity, script: string, cookie?: string) {
  return new Promise<unknown>((resolve) => {
    const window = {
      dispatchEvent: (event: { type: string; detail: unknown }) => {
        expect(event.type).toBe(IDENTITY_SESSION_EVENT);
        resolve(event.detail);
      },
    };
    const pageFetch = (path: string, init: RequestInit) =>
      fetch(`${identity.origin}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
      });
    class CustomEvent {
      type: string;
      detail: unknown;
      constructor(type: string, init: { detail: unknown }) {
        this.type = type;
        this.detail = init.detail;
      }
    }
    runInNewContext(script, { window, fetch: pageFetch, CustomEvent });
  });
}

describe('the session script', () => {
  let identity: TestIdentity;
  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  it('is served as cacheable JavaScript', async () => {
    const response = await fetch(identity.url(IDENTITY_SESSION_SCRIPT));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('announces no session without a cookie, and the signed-in user with one', async () => {
    const script = await (await fetch(identity.url(IDENTITY_SESSION_SCRIPT))).text();
    expect(await runScript(identity, script)).toEqual({ valid: false });

    const { cookie } = await signIn(identity, 'demo.us');
    const demo = DEMO_CUSTOMERS.find((c) => c.username === 'demo.us');
    expect(await runScript(identity, script, cookie)).toEqual({ valid: true, uid: demo?.id });
  });
});
