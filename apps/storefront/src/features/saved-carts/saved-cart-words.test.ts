import { describe, expect, it } from 'vitest';
import { savedCartsMessages } from './messages.ts';
import { checkedText, copyName, rejectionWords, restoreChangeWords } from './saved-cart-words.ts';

const money = (value: number) => `$${value.toFixed(2)}`;

describe('restoreChangeWords', () => {
  const m = savedCartsMessages('en-us').restore;

  it('names the line and writes prices as money, quantities as numbers', () => {
    expect(restoreChangeWords({ itemCode: 'A1', kind: 'price', from: 10, to: 12.5 }, 'Kit', m, money)).toBe(
      'Kit (A1): the price is now $12.50 (it was $10.00 when saved).',
    );
    expect(restoreChangeWords({ itemCode: 'A1', kind: 'quantity', from: 12, to: 10 }, 'Kit', m, money)).toBe(
      'Kit (A1): only 10 of the 12 saved could go into your cart.',
    );
    expect(restoreChangeWords({ itemCode: 'A1', kind: 'unavailable' }, 'Kit', m, money)).toBe(
      'Kit (A1) is no longer sold here and was not added.',
    );
  });

  it('speaks the locale’s language', () => {
    const fr = savedCartsMessages('fr-ca').restore;
    expect(restoreChangeWords({ itemCode: 'A1', kind: 'unavailable' }, 'Trousse', fr, money)).toBe(
      'Trousse (A1) n’est plus vendu ici et n’a pas été ajouté.',
    );
  });
});

describe('rejectionWords', () => {
  it('gives the row’s line number, its code and the reason in the locale’s words, not commerce’s', () => {
    const rejection = { row: 3, code: 'ZZ9', error: 'unknown-item' as const, message: 'Unknown item ZZ9.' };
    expect(rejectionWords(rejection, savedCartsMessages('en-us').import)).toBe(
      'Row 3 (ZZ9): we do not know this item code.',
    );
    expect(rejectionWords({ ...rejection, error: 'duplicate' }, savedCartsMessages('zh-sg').import)).toBe(
      '第 3 行（ZZ9）：此商品编号已出现在前面的行中。',
    );
  });
});

describe('checkedText', () => {
  const m = savedCartsMessages('en-us').save;

  it('trims what the contract accepts', () => {
    expect(checkedText('name', '  Spring kits ', m)).toEqual({ ok: true, text: 'Spring kits' });
  });

  it('asks for a name when it is empty or too long, and for a shorter description', () => {
    expect(checkedText('name', '   ', m)).toEqual({ ok: false, message: m.nameNeeded });
    expect(checkedText('name', 'x'.repeat(81), m)).toEqual({ ok: false, message: m.nameNeeded });
    expect(checkedText('description', 'x'.repeat(501), m)).toEqual({
      ok: false,
      message: m.descriptionTooLong,
    });
  });

  it('refuses control characters with the plain-text rule', () => {
    expect(checkedText('name', 'Kits\u0000', m)).toEqual({ ok: false, message: m.plainText });
  });
});

describe('copyName', () => {
  it('names the copy in the locale’s words', () => {
    expect(copyName('Spring kits', savedCartsMessages('en-us').duplicate.copyName)).toBe(
      'Spring kits (copy)',
    );
    expect(copyName('学校', savedCartsMessages('zh-sg').duplicate.copyName)).toBe('学校（副本）');
  });

  it('shortens the original so that the copy’s name fits 80 characters', () => {
    const name = copyName('x'.repeat(80), savedCartsMessages('fr-ca').duplicate.copyName);
    expect(name).toBe(`${'x'.repeat(72)} (copie)`);
    expect(name).toHaveLength(80);
  });
});
