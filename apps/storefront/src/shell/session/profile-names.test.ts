import { describe, expect, it } from 'vitest';
import { parseProfileNames, userWithProfileNames } from './profile-names.ts';

const user = {
  id: 'u1',
  firstName: 'Oliver',
  lastName: 'Hughes',
  email: 'demo.gb@example.co.uk',
  registrationCountryIso: 'GB',
};

describe('names from the profile', () => {
  it('changes nothing when the names agree', () => {
    expect(userWithProfileNames(user, { firstName: 'Oliver', lastName: 'Hughes' })).toBeUndefined();
  });

  it('takes the profile names when either differs, keeping the rest', () => {
    expect(userWithProfileNames(user, { firstName: 'Olly', lastName: 'Hughes' })).toEqual({
      ...user,
      firstName: 'Olly',
    });
    expect(userWithProfileNames(user, { firstName: 'Oliver', lastName: 'Hughes-Smith' })?.lastName).toBe(
      'Hughes-Smith',
    );
  });

  it('reads only answers with both names as strings', () => {
    expect(parseProfileNames({ firstName: 'A', lastName: 'B', email: 'x' })).toEqual({
      firstName: 'A',
      lastName: 'B',
    });
    expect(parseProfileNames({ firstName: 'A' })).toBeUndefined();
    expect(parseProfileNames(null)).toBeUndefined();
  });
});
