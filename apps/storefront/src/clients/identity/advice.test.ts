import { stepUpChallenge } from '@store/contracts/identity';
import { describe, expect, it } from 'vitest';
import { challengeAdvices, hasAdvice, isEmptyCompositeAdvice, needsNewToken } from './advice.ts';

const TX = '6f1c2a0e-6a8e-4c1b-9f57-0a4d3c2b1e00';
const challenge = (advices: unknown) =>
  `SSOADVICE realm="/alpha",advices="${btoa(JSON.stringify(advices))}",ttl="0"`;
const response = (status: number, wwwAuthenticate?: string) => ({
  status,
  headers: new Headers(wwwAuthenticate ? { 'www-authenticate': wwwAuthenticate } : {}),
});

describe('challengeAdvices', () => {
  it('reads the transaction of the identity contract’s challenge', () => {
    expect(challengeAdvices(stepUpChallenge(TX))).toEqual({ TransactionConditionAdvice: [TX] });
  });

  it('is undefined for a challenge without advices, and empty for advices it cannot read', () => {
    expect(challengeAdvices(null)).toBeUndefined();
    expect(challengeAdvices('Bearer realm="store", error="invalid_token"')).toBeUndefined();
    expect(challengeAdvices('SSOADVICE advices="%%%"')).toEqual({});
    expect(challengeAdvices('SSOADVICE advices=""')).toEqual({});
    expect(challengeAdvices(challenge(['not', 'an', 'object']))).toEqual({});
    expect(challengeAdvices(challenge({ TransactionConditionAdvice: [1, TX] }))).toEqual({
      TransactionConditionAdvice: [TX],
    });
  });
});

describe('hasAdvice (requirements §5: step-up requires a non-empty advice list)', () => {
  it('needs a transaction or a service to step up for', () => {
    expect(hasAdvice({ TransactionConditionAdvice: [TX] })).toBe(true);
    expect(hasAdvice({ AuthenticateToServiceConditionAdvice: ['StepUp'] })).toBe(true);
    expect(hasAdvice({ TransactionConditionAdvice: [] })).toBe(false);
    expect(hasAdvice({})).toBe(false);
    expect(hasAdvice(undefined)).toBe(false);
  });
});

describe('needsNewToken (requirements §4: a 401 is retried once with a renewed token)', () => {
  it('renews for a plain 401 only', () => {
    expect(needsNewToken(response(401))).toBe(true);
    expect(needsNewToken(response(401, 'Bearer error="invalid_token"'))).toBe(true);
  });

  it('steps up rather than renews when the 401 carries advices, even empty ones', () => {
    expect(needsNewToken(response(401, stepUpChallenge(TX)))).toBe(false);
    expect(needsNewToken(response(401, challenge({ TransactionConditionAdvice: [] })))).toBe(false);
  });

  it('leaves other answers alone', () => {
    expect(needsNewToken(response(200))).toBe(false);
    expect(needsNewToken(response(403))).toBe(false);
  });
});

describe('isEmptyCompositeAdvice', () => {
  const value = (inner: string) =>
    `<Advices><AttributeValuePair><Attribute name="TransactionConditionAdvice"/>${inner}</AttributeValuePair></Advices>`;

  it('spots the value the SDK builds from an empty advice list', () => {
    expect(isEmptyCompositeAdvice(value('<Value></Value>'))).toBe(true);
    expect(isEmptyCompositeAdvice(value('<Value> </Value>'))).toBe(true);
    expect(
      isEmptyCompositeAdvice(
        '<Advices><AttributeValuePair><Attribute name=""/></AttributeValuePair></Advices>',
      ),
    ).toBe(true);
    expect(isEmptyCompositeAdvice(value(`<Value>${TX}</Value>`))).toBe(false);
  });
});
