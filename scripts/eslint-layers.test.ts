import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layer rules of eslint.config.js, run on small texts as if they were files in those folders. */

const ROOT = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const code = `import { value } from '${source}';\n\nexport const used = value;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the layer rules', () => {
  it.each([
    ['shell → features', 'apps/storefront/src/shell/session/x.ts', '../../features/auth/messages.ts'],
    [
      'shell → features by alias',
      'apps/storefront/src/shell/header/x.tsx',
      '@/features/search/search.page.tsx',
    ],
    ['clients → shell', 'apps/storefront/src/clients/identity/x.ts', '../../shell/routing/store-paths.ts'],
    ['clients → features', 'apps/storefront/src/clients/x.ts', '../features/cart/cart-session.ts'],
    ['features → app', 'apps/storefront/src/features/cart/x.ts', '../../../app/[locale]/layout.tsx'],
    ['shell → app', 'apps/storefront/src/shell/x.ts', '../../app/[locale]/layout.tsx'],
    ['i18n → clients', 'apps/storefront/src/i18n/x.ts', '../clients/logger.ts'],
    ['config → shell', 'apps/storefront/src/config/x.ts', '@/shell/links.ts'],
    [
      "storefront → a service's src",
      'apps/storefront/src/features/legacy-browse/x.test.ts',
      '../../../../../services/identity/src/test-support.ts',
    ],
    [
      'storefront → a service package',
      'apps/storefront/src/shell/x.test.ts',
      '@store/identity-service/test-support',
    ],
    ['app → a service', 'apps/storefront/app/api/x/route.ts', '@store/commerce-service'],
    ['package → app', 'packages/contracts/src/x.ts', '../../../apps/storefront/src/shell/links.ts'],
    ['package → service', 'packages/catalog/src/x.ts', '@store/commerce-service'],
    [
      "service → another service's src",
      'services/commerce/src/carts/x.ts',
      '../../../identity/src/users/users.ts',
    ],
    ['service → app', 'services/identity/src/x.ts', '../../../apps/storefront/src/shell/links.ts'],
  ])('refuses %s', async (_arrow, filePath, source) => {
    expect(await layerErrors(filePath, source)).toHaveLength(1);
  });

  it.each([
    ['app → features', 'apps/storefront/app/[locale]/x/page.tsx', '@/features/home/home.page.tsx'],
    ['app → shell', 'apps/storefront/app/[locale]/layout.tsx', '@/shell/providers.tsx'],
    ['features → shell', 'apps/storefront/src/features/cart/x.ts', '../../shell/routing/store-paths.ts'],
    ['features → clients', 'apps/storefront/src/features/cart/x.ts', '../../clients/problem-response.ts'],
    [
      'features → another feature',
      'apps/storefront/src/features/cart/x.ts',
      '../customer/customer-request.ts',
    ],
    ['shell → clients', 'apps/storefront/src/shell/session/x.ts', '../../clients/identity/config.ts'],
    ['shell → i18n', 'apps/storefront/src/shell/x.ts', '../i18n/format.ts'],
    ['clients → config', 'apps/storefront/src/clients/x.ts', '../config/server-env.ts'],
    ['storefront → packages', 'apps/storefront/src/shell/x.ts', '@store/contracts/suggestions'],
    ['a service → its own folders', 'services/identity/src/am/trees/x.ts', '../../users/users.ts'],
    ['a service → packages', 'services/commerce/src/x.ts', '@store/contracts/commerce'],
  ])('allows %s', async (_arrow, filePath, source) => {
    expect(await layerErrors(filePath, source)).toEqual([]);
  });
});
