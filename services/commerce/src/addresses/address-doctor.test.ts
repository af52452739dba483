import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressVerdictSchema, type AddressValidationInput } from '@store/contracts/commerce';
import { startTestApp, type TestApp } from '../test-app.ts';
import { capitaliseCity, doctorAddress, normalisePostcode, regionCode } from './address-doctor.ts';

const base = { fullName: 'Avery Johnson', line1: '1 Main Street' };
const address = (place: Omit<AddressValidationInput, 'fullName' | 'line1'>): AddressValidationInput => ({
  ...base,
  ...place,
});

describe('postcodes as the country writes them', () => {
  it.each([
    ['sw1a1aa', 'GB', 'SW1A 1AA'],
    ['m11ae', 'GB', 'M1 1AE'],
    ['SW1A  1AA', 'GB', 'SW1A 1AA'],
    ['k1a0b1', 'CA', 'K1A 0B1'],
    ['1012ab', 'NL', '1012 AB'],
    ['972011234', 'US', '97201-1234'],
    ['97201 1234', 'US', '97201-1234'],
    ['97201', 'US', '97201'],
    ['1000001', 'JP', '100-0001'],
    ['2000', 'AU', '2000'],
    ['28013', 'ES', '28013'],
  ])('%s in %s is %s', (typed, country, written) => {
    expect(normalisePostcode(typed, country)).toBe(written);
  });
});

describe('regions of the country', () => {
  it('finds the code from the code or the full name, without case or accents', () => {
    expect(regionCode('Ontario', 'CA')).toBe('ON');
    expect(regionCode('on', 'CA')).toBe('ON');
    expect(regionCode('quebec', 'CA')).toBe('QC');
    expect(regionCode('New South Wales', 'AU')).toBe('NSW');
    expect(regionCode('Washington', 'US')).toBe('WA');
    expect(regionCode('Madrid', 'ES')).toBe('M');
    expect(regionCode('Ontario', 'US')).toBeUndefined();
  });
});

describe('city capitalisation', () => {
  it('capitalises a city typed in one case and keeps a mixed one', () => {
    expect(capitaliseCity('toronto')).toBe('Toronto');
    expect(capitaliseCity('NEW YORK')).toBe('New York');
    expect(capitaliseCity('stoke-on-trent')).toBe('Stoke-On-Trent');
    expect(capitaliseCity('McAllen')).toBe('McAllen');
    expect(capitaliseCity('東京')).toBe('東京');
  });
});

describe('the verdict', () => {
  it('is ok for an address written as its post writes it', () => {
    expect(
      doctorAddress(address({ city: 'Seattle', region: 'WA', postcode: '98101', country: 'US' })),
    ).toEqual({ verdict: 'ok', issues: [] });
    expect(doctorAddress(address({ city: 'London', postcode: 'SW1A 1AA', country: 'GB' })).verdict).toBe(
      'ok',
    );
  });

  it('suggests the province code for a province typed in full (CA)', () => {
    expect(
      doctorAddress(address({ city: 'toronto', region: 'Ontario', postcode: 'm5v3l9', country: 'CA' })),
    ).toEqual({
      verdict: 'suggest',
      suggestion: { ...base, city: 'Toronto', region: 'ON', postcode: 'M5V 3L9', country: 'CA' },
      issues: [],
    });
  });

  it('suggests a spaced postcode (GB, NL) and ZIP+4 (US)', () => {
    expect(
      doctorAddress(address({ city: 'London', postcode: 'sw1a1aa', country: 'GB' })).suggestion,
    ).toMatchObject({ postcode: 'SW1A 1AA', city: 'London' });
    expect(
      doctorAddress(address({ city: 'Utrecht', postcode: '3511aa', country: 'NL' })).suggestion,
    ).toMatchObject({
      postcode: '3511 AA',
    });
    expect(
      doctorAddress(address({ city: 'Portland', region: 'or', postcode: '972011234', country: 'US' }))
        .suggestion,
    ).toMatchObject({ postcode: '97201-1234', region: 'OR' });
  });

  it('names what no rewriting fixes, each at its field', () => {
    expect(
      doctorAddress(address({ city: 'Toronto', region: 'Ontaria', postcode: '12345', country: 'CA' })),
    ).toEqual({
      verdict: 'invalid',
      issues: [
        { field: 'postcode', code: 'postcode-format' },
        { field: 'region', code: 'region-unknown' },
      ],
    });
    expect(doctorAddress(address({ city: 'Seattle', postcode: '98101', country: 'US' })).issues).toEqual([
      { field: 'region', code: 'region-missing' },
    ]);
    expect(doctorAddress(address({ city: 'London', postcode: 'SW1A 1AA', country: 'XX' })).issues).toEqual([
      { field: 'country', code: 'country-unknown' },
    ]);
  });
});

describe('POST /addresses/validations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers with the site context alone, no customer token', async () => {
    const res = await t.call({
      method: 'POST',
      path: '/addresses/validations',
      site: 'caassessments',
      payload: { ...base, city: 'Ottawa', region: 'Ontario', postcode: 'k1a0b1', country: 'CA' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(addressVerdictSchema.parse(res.json()).suggestion).toMatchObject({
      region: 'ON',
      postcode: 'K1A 0B1',
    });
  });

  it('refuses a body that is not an address with a 400 naming the field', async () => {
    const res = await t.call({
      method: 'POST',
      path: '/addresses/validations',
      site: 'caassessments',
      payload: { ...base, postcode: 'K1A 0B1', country: 'CA' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('body.city');
  });
});
