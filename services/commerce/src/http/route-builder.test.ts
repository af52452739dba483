import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRouteGroups, type RouteGroup } from './route-builder.ts';

const register = (groups: RouteGroup<null>[]) =>
  registerRouteGroups(Fastify(), groups, null, () => {
    throw new Error('no request reaches these routes');
  });

const version: RouteGroup<null> = {
  tags: ['Catalogue'],
  register(route) {
    route('getCatalogVersion', async () => ({ version: '1' }));
  },
};

describe('route groups', () => {
  it('refuses a group that registers an operation of another tag', () => {
    expect(() => register([{ ...version, tags: ['Carts'] }])).toThrow(
      'operation getCatalogVersion (Catalogue) is registered by the group of Carts',
    );
  });

  it('refuses a second handler for an operation', () => {
    expect(() => register([version, version])).toThrow('operation getCatalogVersion has two handlers');
  });

  it('refuses to start while an operation of the table has no handler', () => {
    expect(() => register([version])).toThrow(
      /^operations without a handler: searchProducts, suggestProducts/,
    );
  });
});
