import { describe, expect, it } from 'vitest';
import { parseAccountChoices } from './account-choices.ts';

describe('parseAccountChoices', () => {
  const organisation = {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Maplewood Unified School District',
  };

  it('reads the active account and the organisations', () => {
    expect(parseAccountChoices({ active: null, organisations: [organisation] })).toEqual({
      active: null,
      organisations: [organisation],
    });
    expect(
      parseAccountChoices({ active: organisation.id, organisations: [{ ...organisation, extra: 1 }] }),
    ).toEqual({
      active: organisation.id,
      organisations: [organisation],
    });
  });

  it('refuses anything else', () => {
    expect(parseAccountChoices(undefined)).toBeUndefined();
    expect(parseAccountChoices({ organisations: [] })).toBeUndefined();
    expect(parseAccountChoices({ active: 3, organisations: [] })).toBeUndefined();
    expect(parseAccountChoices({ active: null, organisations: [{ id: 1, name: 'x' }] })).toBeUndefined();
  });
});
