import { describe, expect, it } from 'vitest';
import { parseUserInfo } from './userinfo.ts';

describe('parseUserInfo (requirements §7 user info)', () => {
  it('takes the id from the user-id claim and the names and email', () => {
    expect(
      parseUserInfo({
        sub: 'subject',
        user_id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000001',
        given_name: 'Avery',
        family_name: 'Johnson',
        email: 'demo.us@example.com',
        registration_country: 'US',
      }),
    ).toEqual({
      id: '8d2f1c3e-0a4b-4c5d-9e6f-000000000001',
      firstName: 'Avery',
      lastName: 'Johnson',
      email: 'demo.us@example.com',
      registrationCountryIso: 'US',
    });
  });

  it('reads the actor of an assisted session from the act claim, and nothing from a malformed one', () => {
    expect(parseUserInfo({ user_id: 'u', act: { sub: 'staff-1', name: 'Sam Support' } })?.actor).toEqual({
      id: 'staff-1',
      name: 'Sam Support',
    });
    expect(parseUserInfo({ user_id: 'u', act: { name: 'Sam Support' } })).not.toHaveProperty('actor');
    expect(parseUserInfo({ user_id: 'u', act: 'staff-1' })).not.toHaveProperty('actor');
  });

  it('has no user without the user-id claim', () => {
    expect(parseUserInfo({ sub: 'subject', given_name: 'Avery' })).toBeUndefined();
    expect(parseUserInfo('nope')).toBeUndefined();
  });

  it('leaves missing names empty', () => {
    expect(parseUserInfo({ user_id: 'u' })).toEqual({
      id: 'u',
      firstName: '',
      lastName: '',
      email: '',
      registrationCountryIso: '',
    });
  });

  it('reads the registration country as an upper-case ISO alpha-2 code (requirements §3)', () => {
    expect(parseUserInfo({ user_id: 'u', registration_country: 'jp' })?.registrationCountryIso).toBe('JP');
    expect(parseUserInfo({ user_id: 'u', registration_country: ' sg ' })?.registrationCountryIso).toBe('SG');
  });

  it('leaves a registration country that is not a two-letter code empty', () => {
    for (const value of ['JPN', 'J', 'Japan', '1A', 42, null]) {
      expect(parseUserInfo({ user_id: 'u', registration_country: value })?.registrationCountryIso).toBe('');
    }
  });
});
