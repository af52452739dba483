import { flagContextSchema } from '@store/contracts';
import { describe, expect, it } from 'vitest';
import { buildFlagContext } from './flag-context.ts';

describe('buildFlagContext (requirements §3)', () => {
  it('marks a visitor anonymous', () => {
    const context = buildFlagContext('fr-ca', undefined, 'CA');
    expect(context).toEqual({
      kind: 'user',
      key: 'anonymous',
      anonymous: true,
      siteUid: 'caassessments',
      storeUid: 'caassessments',
      locale: 'fr-ca',
      country: 'CA',
    });
    expect(flagContextSchema.safeParse(context).success).toBe(true);
  });

  it('keys a signed-in customer by user id', () => {
    const context = buildFlagContext('ja-jp', 'user-42', '');
    expect(context.key).toBe('user-42');
    expect(context.anonymous).toBeUndefined();
    expect(context.storeUid).toBe('asiaassessments');
  });
});
