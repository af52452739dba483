import { describe, expect, it } from 'vitest';
import { checkAddress } from './address-form.ts';
import { countryRules } from './address-rules.ts';
import { checkoutMessages } from './messages.ts';

const complete = {
  fullName: 'Avery Johnson',
  line1: '1 Main Street',
  city: 'Portland',
  region: 'OR',
  postcode: '97201',
};

const check = (locale: Parameters<typeof countryRules>[0], fields: Record<string, unknown>) =>
  checkAddress(fields, countryRules(locale), 'the country', checkoutMessages(locale).address);

describe('checkAddress', () => {
  it('takes a complete US address in the store’s country, without empty optional fields', () => {
    expect(check('en-us', { ...complete, organisation: ' ', phone: '' })).toEqual({
      ok: true,
      address: { ...complete, country: 'US' },
    });
  });

  it('names each missing field in the locale, and asks for the state where tax needs it', () => {
    const result = check('en-us', { fullName: '', line1: '', city: '', postcode: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        fullName: 'Full name: please fill this in.',
        line1: 'Address line 1: please fill this in.',
        city: 'Town or city: please fill this in.',
        postcode: 'ZIP code: please fill this in.',
        region: 'Choose your state.',
      },
    });
    const french = check('fr-ca', { ...complete, region: '', postcode: 'K1A 0B1' });
    expect(french).toEqual({ ok: false, errors: { region: 'Choisissez votre province ou territoire.' } });
  });

  it.each([
    ['en-us', '9720', '97201-1234'],
    ['en-ca', '12345', 'k1a 0b1'],
    ['en-gb', '12345', 'SW1A 1AA'],
    ['en-au', '20000', '2000'],
    ['en-nz', 'ABCD', '6011'],
    ['zh-sg', '12345', '238823'],
    ['ja-jp', '1000001', '100-0001'],
    ['nl-nl', '1012', '1012 AB'],
    ['es-es', '99999', '28013'],
  ] as const)('checks %s postcodes with the country’s format (%s refused, %s taken)', (locale, bad, good) => {
    const rules = countryRules(locale);
    const region = rules.regions?.list[0]?.code ?? '';
    const refused = check(locale, { ...complete, region, postcode: bad });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? undefined : refused.errors.postcode).toContain(rules.postcodeExample);
    const taken = check(locale, { ...complete, region, postcode: good });
    expect(taken).toMatchObject({
      ok: true,
      address: { country: rules.country, postcode: good.toUpperCase() },
    });
  });

  it('offers the states, provinces or prefectures of the country from the maintained list', () => {
    expect(countryRules('en-ca').regions?.list).toContainEqual({ code: 'QC', name: 'Quebec' });
    expect(countryRules('ja-jp').regions?.list).toHaveLength(47);
    expect(countryRules('en-gb').regions).toBeUndefined();
    expect(countryRules('es-es').regions?.required).toBe(false);
    expect(check('en-us', { ...complete, region: 'ZZ' })).toMatchObject({
      ok: false,
      errors: { region: 'Choose your state.' },
    });
    expect(check('en-gb', { ...complete, region: 'OR', postcode: 'SW1A 1AA' })).toMatchObject({
      ok: true,
      address: { country: 'GB' },
    });
    expect(check('en-gb', { ...complete, region: 'OR', postcode: 'SW1A 1AA' })).not.toHaveProperty(
      'address.region',
    );
  });

  it('refuses a phone number that is not one, and text too long or not plain', () => {
    const result = check('en-us', {
      ...complete,
      phone: 'call me',
      line2: 'x'.repeat(121),
      organisation: 'A\u0000B',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        phone: 'Enter a phone number of digits, spaces, brackets or dashes, for example +1 503 555 0100.',
        line2: 'Use at most 120 characters.',
        organisation: 'Use letters, numbers and punctuation only.',
      },
    });
  });

  it('keeps a third street line when the form has one, and leaves it out when empty', () => {
    expect(check('en-us', { ...complete, line3: 'Building 4' })).toEqual({
      ok: true,
      address: { ...complete, line3: 'Building 4', country: 'US' },
    });
    expect(check('en-us', { ...complete, line3: ' ' })).toEqual({
      ok: true,
      address: { ...complete, country: 'US' },
    });
    expect(check('en-us', { ...complete, line3: 'x'.repeat(121) })).toMatchObject({
      ok: false,
      errors: { line3: 'Use at most 120 characters.' },
    });
  });
});
