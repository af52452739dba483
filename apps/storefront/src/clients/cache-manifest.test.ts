import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_LIFETIMES } from './cache-manifest.ts';

const APP_DIR = fileURLToPath(new URL('../../app/', import.meta.url));
const REVALIDATE = /^export const revalidate\s*=\s*([^;\n]+)/m;

/** Every route file of app/ that exports `revalidate`, with the literal it exports. */
async function routeLifetimes(): Promise<Map<string, string>> {
  const lifetimes = new Map<string, string>();
  for (const file of await readdir(APP_DIR, { recursive: true })) {
    if (!/\.tsx?$/.test(file)) continue;
    const literal = REVALIDATE.exec(await readFile(join(APP_DIR, file), 'utf8'))?.[1];
    if (literal !== undefined) lifetimes.set(file.split('\\').join('/'), literal);
  }
  return lifetimes;
}

describe('route segments’ revalidate (literals Next reads at build time)', () => {
  it('equals the manifest’s page lifetime in every route that sets one', async () => {
    const lifetimes = await routeLifetimes();
    expect([...lifetimes.keys()]).toEqual(
      expect.arrayContaining([
        '[locale]/layout.tsx',
        '[locale]/page.tsx',
        '[locale]/p/[code]/page.tsx',
        '[locale]/category/[category]/[[...rest]]/page.tsx',
        '[locale]/[...rest]/page.tsx',
      ]),
    );
    for (const [file, literal] of lifetimes) {
      expect({ file, seconds: Number(literal) }).toEqual({ file, seconds: CACHE_LIFETIMES.pageSeconds });
    }
  });
});
