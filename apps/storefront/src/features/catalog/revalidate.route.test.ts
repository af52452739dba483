import { beforeEach, describe, expect, it, vi } from 'vitest';
import { revalidateRoute } from './revalidate.route.ts';

const revalidatePath = vi.fn();
vi.mock('next/cache', () => ({ revalidatePath: (path: string) => revalidatePath(path) }));
vi.mock('../../clients/logger.ts', () => ({ logger: { info: () => {} } }));
vi.mock('../../config/server-env.ts', () => ({
  serverEnv: () => ({ COMMERCE_API_KEY: 'platform-key-0123456789' }),
}));

/** key null: no x-api-key header. */
const post = (body: unknown, key: string | null = 'platform-key-0123456789') =>
  revalidateRoute(
    new Request('http://store.test/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-api-key': key }) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

beforeEach(() => {
  revalidatePath.mockReset();
});

describe('POST /api/revalidate', () => {
  it('revalidates each product, category and search page it is given, and answers 202', async () => {
    const paths = ['/en-us/p/A100123', '/fr-ca/p/A100123', '/en-gb/category/literacy', '/ja-jp/search.html'];
    const response = await post({ paths });
    expect(response.status).toBe(202);
    expect(revalidatePath.mock.calls).toEqual(paths.map((path) => [path]));
  });

  it('refuses anyone without the platform key', async () => {
    for (const key of [null, '', 'platform-key-012345678', 'platform-key-0123456789x']) {
      const response = await post({ paths: ['/en-us/p/A100123'] }, key);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
    }
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('refuses a body that is not JSON or names paths that are not store pages, revalidating none', async () => {
    for (const body of [
      '{',
      { paths: [] },
      { paths: ['/en-us/p/A100123', '/xx-yy/p/A1'] },
      { paths: ['/en-us/my-account'] },
      { paths: ['https://elsewhere.example/en-us/p/A1'] },
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
    }
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});
