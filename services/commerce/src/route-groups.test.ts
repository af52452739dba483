import { describe, expect, it } from 'vitest';
import { OPERATIONS } from './http/operations.ts';
import { ROUTE_GROUPS } from './route-groups.ts';

describe('route group registry', () => {
  it('has exactly one group for each tag of the operation table', () => {
    for (const tag of new Set(OPERATIONS.map((op) => op.tag))) {
      expect(
        ROUTE_GROUPS.filter((group) => group.tags.includes(tag)),
        tag,
      ).toHaveLength(1);
    }
  });
});
