import { describe, expect, it } from 'vitest';
import { normaliseUsername, usernameSkeleton } from './usernames.ts';

describe('normaliseUsername', () => {
  it.each([
    ['Demo.US', 'demo.us'],
    ['  demo.us ', 'demo.us'],
    ['ｄｅｍｏ．ｕｓ', 'demo.us'],
    ['ﬁnn', 'finn'],
    ['STRASSE', 'strasse'],
    ['straße', 'strasse'],
    ['e\u0301lise', 'élise'],
  ])('%s → %s (NFKC, case-folded)', (input, normal) => {
    expect(normaliseUsername(input)).toBe(normal);
  });

  it('gives one form to the Greek sigmas in any case', () => {
    const forms = ['ΟΔΥΣΣΕΥΣ', 'οδυσσευσ', 'οδυσσευς'].map(normaliseUsername);
    expect(new Set(forms).size).toBe(1);
  });
});

describe('usernameSkeleton', () => {
  it.each([
    ['Cyrillic е', 'd\u0435mo.us'],
    ['Cyrillic о and е', 'd\u0435m\u043e.us'],
    ['Greek ο', 'dem\u03bf.us'],
    ['rn for m', 'derno.us'],
    ['zero for o', 'dem0.us'],
    ['upper case and full width', 'ＤＥＭＯ.US'],
  ])('gives a look-alike of demo.us (%s) the same skeleton', (_case, lookAlike) => {
    expect(usernameSkeleton(lookAlike)).toBe(usernameSkeleton('demo.us'));
  });

  it('keeps usernames that do not look alike apart', () => {
    expect(usernameSkeleton('demo.us')).not.toBe(usernameSkeleton('demo.ca'));
    expect(usernameSkeleton('anna')).not.toBe(usernameSkeleton('anne'));
  });
});
