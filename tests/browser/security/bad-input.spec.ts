import { COMMERCE_BASE_PATH } from '@store/contracts/commerce-constants';
import { IDENTITY_TREES, identityPaths } from '@store/contracts/identity';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { searchTexts } from '../commerce-helpers.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Bad input answers a 4xx, never a 5xx (issue 11): text that is not plain UTF-8, oversized bodies,
 * methods the store does not answer, forged server actions and malformed addresses, each sent to the
 * main store as an attacker would, from outside.
 */

const AUTHENTICATE = `/am${identityPaths().authenticate}`;
const PROBLEM = /^application\/problem\+json/;

interface AmStep {
  authId: string;
  callbacks: { input?: { name: string; value: unknown }[] }[];
}

async function expectProblem(response: APIResponse, status: number): Promise<void> {
  expect(response.status(), await response.text()).toBe(status);
  expect(response.headers()['content-type']).toMatch(PROBLEM);
  expect(await response.json()).toMatchObject({ status });
  // A refusal hands out no cart, no session: nothing changed.
  expect(response.headers()['set-cookie']).toBeUndefined();
}

async function startTree(request: APIRequestContext, tree: string): Promise<AmStep> {
  const response = await request.post(`${AUTHENTICATE}?authIndexType=service&authIndexValue=${tree}`, {
    headers: { 'content-type': 'application/json', 'accept-api-version': 'protocol=1.0,resource=2.1' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as AmStep;
}

test.describe('text that is not plain UTF-8', () => {
  for (const q of ['%00', 'read%00ing', '%FF']) {
    test(`the search page reads q=${q} as an empty search`, async ({ page }) => {
      const response = await page.goto(`/en-us/search.html?q=${q}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: searchTexts('en-us').title })).toBeVisible();
    });

    test(`the suggest API refuses q=${q} with a problem`, async ({ request }) => {
      await expectProblem(await request.get(`/api/suggest?locale=en-us&q=${q}`), 400);
    });
  }

  for (const tree of [IDENTITY_TREES.login, IDENTITY_TREES.forgotPassword, IDENTITY_TREES.registration]) {
    test(`the ${tree} tree refuses a NUL byte with AM's 400 before the tree runs`, async ({ request }) => {
      const step = await startTree(request, tree);
      const filled = {
        ...step,
        callbacks: step.callbacks.map((callback) => ({
          ...callback,
          input: callback.input?.map((input) =>
            typeof input.value === 'string' ? { ...input, value: 'demo.us\u0000' } : input,
          ),
        })),
      };
      const response = await request.post(AUTHENTICATE, {
        headers: { 'content-type': 'application/json', 'accept-api-version': 'protocol=1.0,resource=2.1' },
        data: JSON.stringify(filled),
      });
      expect(response.status()).toBe(400);
      expect(await response.json()).toMatchObject({ code: 400 });
    });
  }
});

test.describe('oversized bodies through the store', () => {
  const sizes = { '1 MB': 1024 * 1024 + 1, '50 MB': 50 * 1024 * 1024 };
  for (const [name, bytes] of Object.entries(sizes)) {
    for (const path of [`${COMMERCE_BASE_PATH}/carts`, AUTHENTICATE]) {
      test(`${name} to ${path} answers 413`, async ({ request }) => {
        const response = await request.post(path, {
          headers: { 'content-type': 'application/json' },
          data: Buffer.alloc(bytes, 'a'),
          timeout: 20_000,
        });
        await expectProblem(response, 413);
      });
    }
  }
});

test.describe('methods the store does not answer', () => {
  for (const path of [
    '/en-us',
    '/api/suggest?locale=en-us&q=read',
    `${COMMERCE_BASE_PATH}/catalog/version`,
    AUTHENTICATE,
  ]) {
    test(`TRACE ${path} answers 405`, async ({ request }) => {
      const response = await request.fetch(path, { method: 'TRACE' });
      await expectProblem(response, 405);
      expect(response.headers()['allow']).toContain('GET');
    });
  }

  for (const method of ['PUT', 'PATCH', 'DELETE']) {
    test(`${method} on a page answers 405`, async ({ request }) => {
      const response = await request.fetch('/en-us/cart', { method });
      await expectProblem(response, 405);
      expect(response.headers()['allow']).toBe('GET, HEAD, POST, OPTIONS');
    });
  }
});

test.describe('server actions from elsewhere', () => {
  for (const origin of ['null', 'https://evil.example']) {
    test(`an action with Origin: ${origin} answers 403`, async ({ request }) => {
      const response = await request.post('/en-us/cart', {
        headers: { 'next-action': '00'.repeat(21), origin, 'content-type': 'text/plain;charset=UTF-8' },
        data: '[]',
      });
      await expectProblem(response, 403);
    });
  }
});

test.describe('malformed addresses', () => {
  test('bad percent-encoding answers a 400 problem', async ({ request }) => {
    for (const path of [`${COMMERCE_BASE_PATH}/products/%E0%A4%A`, '/am/json/%E0%A4%A'])
      await expectProblem(await request.get(path), 400);
  });

  test('an over-long path segment answers a 414 problem', async ({ request }) => {
    await expectProblem(await request.get(`${COMMERCE_BASE_PATH}/products/${'a'.repeat(3000)}`), 414);
  });
});
