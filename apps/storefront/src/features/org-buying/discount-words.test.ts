import type { CartDiscount } from '@store/contracts/commerce';
import { DISCOUNT_STATES } from '@store/contracts/commerce-organisation-roles';
import { describe, expect, it } from 'vitest';
import {
  discountDay,
  discountLineLabel,
  discountPercent,
  discountSentence,
  takesOff,
} from './discount-words.ts';
import { orgBuyingMessages } from './messages.ts';

const usd = (value: number) => ({ currency: 'USD', value });

const uap: CartDiscount = {
  state: 'UAP_APPLIED',
  basisPoints: 1000,
  amount: usd(12.5),
  startsOn: '2026-01-01',
  endsOn: '2026-12-31',
  spendingLimit: usd(5000),
  remaining: usd(1200),
};
const old: CartDiscount = {
  state: 'OLD_APPLIED',
  basisPoints: 750,
  amount: usd(9),
  startsOn: '2026-03-01',
  endsOn: '2026-06-30',
};

const en = orgBuyingMessages('en-us').discount;

describe('the organisation discount in words', () => {
  it('says what an applied uap discount takes off and what of its limit remains', () => {
    expect(discountSentence(uap, 'Maplewood', 'en-us', en)).toBe(
      "Maplewood's 10% discount is applied: −$12.50. $1,200.00 of its $5,000.00 limit remains.",
    );
  });

  it('says the limit, what remains and that the order is at list prices once it would be exceeded', () => {
    const sentence = discountSentence(
      { ...uap, state: 'UAP_LIMIT_REACHED', amount: usd(0), remaining: usd(40) },
      'Maplewood',
      'en-us',
      en,
    );
    expect(sentence).toContain('$5,000.00');
    expect(sentence).toContain('$40.00');
    expect(sentence).toContain('list prices');
    expect(sentence).not.toContain('applied');
  });

  it('dates an ended discount and one not started, the locale’s way', () => {
    expect(discountSentence({ ...uap, state: 'UAP_EXPIRED' }, 'Maplewood', 'en-us', en)).toContain(
      'ended on December 31, 2026',
    );
    expect(discountSentence({ ...old, state: 'OLD_EXPIRED' }, 'Maplewood', 'en-us', en)).toContain(
      'ended on June 30, 2026',
    );
    expect(discountSentence({ ...old, state: 'OLD_NOT_STARTED' }, 'Maplewood', 'en-us', en)).toContain(
      'starts on March 1, 2026',
    );
    expect(
      discountSentence(
        { ...old, state: 'OLD_NOT_STARTED' },
        'Érable',
        'fr-ca',
        orgBuyingMessages('fr-ca').discount,
      ),
    ).toContain('commence le 1 mars 2026');
  });

  it('has a sentence for every state in every locale, with nothing left unfilled', () => {
    for (const locale of ['en-us', 'fr-ca', 'zh-sg', 'ja-jp', 'nl-nl', 'es-es'] as const) {
      for (const state of DISCOUNT_STATES) {
        const sentence = discountSentence(
          { ...uap, state },
          'Maplewood',
          locale,
          orgBuyingMessages(locale).discount,
        );
        expect(sentence, `${locale} ${state}`).toContain('Maplewood');
        expect(sentence, `${locale} ${state}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('writes the old scheme’s applied discount without a limit', () => {
    const sentence = discountSentence(old, 'Maplewood', 'en-us', en);
    expect(sentence).toContain('7.5%');
    expect(sentence).toContain('−$9.00');
    expect(sentence).not.toContain('limit');
  });

  it('adds a totals line only when an applied discount takes something off', () => {
    expect(takesOff(uap)).toBe(true);
    expect(takesOff(old)).toBe(true);
    expect(takesOff({ ...uap, amount: usd(0) })).toBe(false);
    expect(takesOff({ ...uap, state: 'UAP_LIMIT_REACHED' })).toBe(false);
    expect(takesOff({ ...old, state: 'OLD_NOT_STARTED' })).toBe(false);
    expect(discountLineLabel(1000, 'en-us', en)).toBe('Organization discount (10%)');
    expect(discountLineLabel(1250, 'en-gb', orgBuyingMessages('en-gb').discount)).toBe(
      'Organisation discount (12.5%)',
    );
  });

  it('writes percentages and days as the locale does', () => {
    expect(discountPercent(1000, 'fr-ca')).toBe('10\u00a0%');
    expect(discountDay('2026-12-31', 'en-gb')).toBe('31 December 2026');
    expect(discountDay('2026-01-01', 'zh-sg')).toBe('2026年1月1日');
  });
});
