import { describe, expect, it, vi } from 'vitest';
import { FLAGS, FLAG_NAMES, flagFileSchema } from '@store/contracts';
import { compileFlagFile, evaluateAll, evaluateFlag, ruleMatches } from './evaluate.ts';

const compile = (json: unknown, warn = vi.fn()) => compileFlagFile(flagFileSchema.parse(json), warn);

describe('evaluateFlag', () => {
  it('gives every flag its contract default when the file says nothing', () => {
    const results = evaluateAll(compile({ flags: {} }), {});
    expect(results.map((r) => r.key)).toEqual(FLAG_NAMES);
    for (const result of results) {
      expect(result).toEqual({
        key: result.key,
        value: FLAGS[result.key].defaultValue,
        reason: 'DEFAULT',
        variant: 'default',
        metadata: {},
      });
    }
  });

  it('uses the first matching rule, then the static value, then the default', () => {
    const flags = compile({
      flags: {
        'spanish-po': {
          value: false,
          rules: [
            { when: { locale: 'es-es', anonymous: false }, value: true },
            { when: { locale: ['es-es', 'en-us'] }, value: false },
          ],
        },
        'quick-order-rows': {
          value: 'not rows',
          rules: [{ when: { country: 'AU' }, value: { min: 5, max: 50 } }],
        },
      },
    });
    expect(evaluateFlag(flags, 'spanish-po', { locale: 'es-es', anonymous: false })).toMatchObject({
      value: true,
      reason: 'TARGETING_MATCH',
      variant: 'rule-1',
    });
    expect(evaluateFlag(flags, 'spanish-po', { locale: 'es-es', anonymous: true })).toMatchObject({
      value: false,
      reason: 'TARGETING_MATCH',
      variant: 'rule-2',
    });
    expect(evaluateFlag(flags, 'spanish-po', { locale: 'fr-ca' })).toMatchObject({
      value: false,
      reason: 'STATIC',
    });
    expect(evaluateFlag(flags, 'quick-order-rows', { country: 'AU' })).toMatchObject({
      value: { min: 5, max: 50 },
      reason: 'TARGETING_MATCH',
    });
    expect(evaluateFlag(flags, 'quick-order-rows', { country: 'NZ' })).toMatchObject({
      value: {},
      reason: 'DEFAULT',
    });
  });

  it('falls back to the default for a bad value and drops a rule with a bad value, warning each time', () => {
    const warn = vi.fn();
    const flags = compile(
      {
        flags: {
          upc: { value: 'yes', rules: [{ when: { locale: 'en-us' }, value: 1 }] },
          'sso-session-settings': { value: { expiry_threshold: -1, inactivity_timeout: 600 } },
          'not-a-flag': { value: true },
        },
      },
      warn,
    );
    expect(evaluateFlag(flags, 'upc', { locale: 'en-us' })).toMatchObject({
      value: false,
      reason: 'DEFAULT',
    });
    expect(evaluateFlag(flags, 'sso-session-settings', {})).toMatchObject({
      value: { expiry_threshold: 300, inactivity_timeout: 600 },
      reason: 'DEFAULT',
    });
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledWith(
      { flag: 'upc', rule: 1, error: expect.any(String) },
      expect.any(String),
    );
    expect(warn).toHaveBeenCalledWith({ flag: 'not-a-flag' }, expect.stringContaining('unknown flag'));
  });
});

describe('ruleMatches', () => {
  it('needs every condition: string and boolean equal, list membership', () => {
    expect(ruleMatches({}, {})).toBe(true);
    expect(ruleMatches({ locale: 'en-us' }, { locale: 'en-us' })).toBe(true);
    expect(ruleMatches({ locale: 'en-us' }, { locale: 'en-gb' })).toBe(false);
    expect(ruleMatches({ anonymous: true }, { anonymous: 'true' })).toBe(false);
    expect(ruleMatches({ locale: ['en-au', 'en-nz'] }, { locale: 'en-nz' })).toBe(true);
    expect(ruleMatches({ locale: ['en-au', 'en-nz'] }, {})).toBe(false);
    expect(ruleMatches({ locale: 'en-us', country: 'US' }, { locale: 'en-us', country: 'CA' })).toBe(false);
    expect(ruleMatches({ toString: 'x' }, {})).toBe(false);
  });
});
