import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers (docs/architecture.md): in the storefront app/ → src/features → src/shell and
 * src/clients → packages/*, with src/i18n and src/config beside clients; imports run one way only.
 * Each group below is an arrow pointing back up, matched on the import's text: a relative path
 * climbing into the folder, or the `@/` alias of apps/storefront/src.
 */
const SERVICES = readdirSync(`${import.meta.dirname}/services`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const into = (folder) => `^(\\.\\./)+${folder}(/|$)|^@/${folder}(/|$)`;
const layer = {
  app: { regex: '^(\\.\\./)+app(/|$)', message: 'app/ holds routes only; nothing imports it.' },
  features: {
    regex: into('features'),
    message: 'src/features sits above the shell, clients, i18n and config.',
  },
  shell: { regex: into('shell'), message: 'src/shell sits above src/clients, src/i18n and src/config.' },
  clients: { regex: into('clients'), message: 'src/clients sits above src/i18n and src/config.' },
  services: {
    regex: '(^|/)services/|^@store/([a-z-]+-service|platform)(/|$)',
    message:
      'The storefront reaches a service through its HTTP API and packages/* (e.g. @store/contracts), never its code.',
  },
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/dist/**',
      'test-results/**',
      'playwright-report/**',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/storefront/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      '@next/next/no-img-element': 'off',
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    files: ['apps/operations/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      '@next/next/no-html-link-for-pages': 'off',
      ...restrict(layer.services),
    },
  },
  { files: ['apps/storefront/app/**', 'apps/storefront/*.ts'], rules: restrict(layer.services) },
  { files: ['apps/storefront/src/features/**'], rules: restrict(layer.app, layer.services) },
  { files: ['apps/storefront/src/shell/**'], rules: restrict(layer.app, layer.features, layer.services) },
  {
    files: ['apps/storefront/src/clients/**'],
    rules: restrict(layer.app, layer.features, layer.shell, layer.services),
  },
  {
    files: ['apps/storefront/src/i18n/**', 'apps/storefront/src/config/**'],
    rules: restrict(layer.app, layer.features, layer.shell, layer.clients, layer.services),
  },
  {
    files: ['packages/**'],
    rules: restrict({
      regex: '(^|/)(apps|services)/|^@store/(storefront|platform|[a-z-]+-service)(/|$)',
      message: 'packages/* sit below the apps and services and import neither.',
    }),
  },
  ...SERVICES.map((service) => ({
    files: [`services/${service}/**`],
    rules: restrict(
      {
        regex: '(^|/)apps/|^@store/storefront(/|$)',
        message: 'A service never imports an app.',
      },
      {
        regex: `(^|/)services/[^/]+/src(/|$)|^(\\.\\./)+(${SERVICES.filter((s) => s !== service).join('|')})/src(/|$)`,
        message: "A service never imports another service's src; shared code belongs in packages/*.",
      },
    ),
  })),
  {
    files: ['scripts/**/*.ts', 'services/*/src/server.ts', 'tests/**/*.ts', 'apps/storefront/public/**/*.js'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/storefront/public/**/*.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly' } },
  },
);
