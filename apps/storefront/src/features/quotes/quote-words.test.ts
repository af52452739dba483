import { QUOTE_STATES, type QuoteAction, type QuoteState } from '@store/contracts/commerce-quotes';
import { LOCALES } from '@store/locales';
import { describe, expect, it } from 'vitest';
import { quotesMessages } from './messages.ts';
import { checkedMessage, dayWords, pageActions, refusalWords, statusLabel } from './quote-words.ts';

describe('statusLabel', () => {
  it('names every state in each locale, each state differently', () => {
    for (const locale of LOCALES) {
      const labels = QUOTE_STATES.map((status) => statusLabel(status, quotesMessages(locale)));
      expect(
        labels.every((label) => label.length > 0),
        locale,
      ).toBe(true);
      expect(new Set(labels).size, locale).toBe(QUOTE_STATES.length);
    }
  });

  it('speaks the locale’s language', () => {
    expect(statusLabel('ordered', quotesMessages('en-us'))).toBe('Ordered');
    expect(statusLabel('ordered', quotesMessages('fr-ca'))).toBe('Commandée');
    expect(statusLabel('offered', quotesMessages('zh-sg'))).toBe('已收到报价');
  });
});

describe('pageActions', () => {
  const quote = (status: QuoteState, actions: QuoteAction[]) => ({ status, actions });

  it('offers on an offer what commerce allows, and its PDF', () => {
    expect(pageActions(quote('offered', ['message', 'accept', 'reject', 'cancel']))).toEqual({
      accept: true,
      reject: true,
      cancel: true,
      requote: false,
      message: true,
      pdf: true,
      checkout: false,
    });
  });

  it('has no PDF before an offer, and a request may only be cancelled or written about', () => {
    expect(pageActions(quote('submitted', ['message', 'cancel']))).toEqual({
      accept: false,
      reject: false,
      cancel: true,
      requote: false,
      message: true,
      pdf: false,
      checkout: false,
    });
  });

  it('leads an accepted quote on to checkout, and keeps the PDF of accepted and ordered quotes', () => {
    expect(pageActions(quote('accepted', ['message']))).toMatchObject({ checkout: true, pdf: true });
    expect(pageActions(quote('ordered', []))).toMatchObject({ checkout: false, pdf: true, accept: false });
  });

  it('asks again for an expired or rejected quote when commerce allows it, with nothing to print', () => {
    for (const status of ['expired', 'rejected'] as const) {
      expect(pageActions(quote(status, ['requote']))).toEqual({
        accept: false,
        reject: false,
        cancel: false,
        requote: true,
        message: false,
        pdf: false,
        checkout: false,
      });
    }
  });

  it('offers nothing commerce did not name, whatever the state', () => {
    expect(pageActions(quote('offered', []))).toMatchObject({ accept: false, reject: false, cancel: false });
    expect(pageActions(quote('cancelled', []))).toMatchObject({ requote: false, message: false, pdf: false });
  });
});

describe('checkedMessage', () => {
  const m = quotesMessages('en-us').text;

  it('trims what the contract accepts', () => {
    expect(checkedMessage('  Forty kits for the district, please.  ', m)).toEqual({
      ok: true,
      text: 'Forty kits for the district, please.',
    });
  });

  it('asks for a message when there is none', () => {
    expect(checkedMessage('   ', m)).toEqual({ ok: false, message: m.messageNeeded });
  });

  it('asks for a shorter one, naming the limit', () => {
    expect(checkedMessage('x'.repeat(2001), m)).toEqual({
      ok: false,
      message: 'Please keep your message to 2000 characters or fewer.',
    });
  });

  it('refuses control characters with the plain-text rule', () => {
    expect(checkedMessage('Kits\u0000', m)).toEqual({ ok: false, message: m.plainText });
  });

  it('answers in the locale’s language', () => {
    expect(checkedMessage('', quotesMessages('fr-ca').text)).toEqual({
      ok: false,
      message: 'Veuillez écrire un message.',
    });
  });
});

describe('refusalWords', () => {
  it('says the state the quote is in now, in the locale’s words', () => {
    expect(refusalWords('expired', quotesMessages('en-us'))).toBe(
      'This quote is now “Expired”, so this can no longer be done. The page shows what you can do now.',
    );
    expect(refusalWords('cancelled', quotesMessages('zh-sg'))).toContain('“已取消”');
  });
});

describe('dayWords', () => {
  it('writes the offer’s last day as the locale does, the same day in every time zone', () => {
    expect(dayWords('2026-12-31', 'en-US')).toBe('Dec 31, 2026');
    expect(dayWords('2026-01-01', 'fr-CA')).toBe('1 janv. 2026');
  });
});
