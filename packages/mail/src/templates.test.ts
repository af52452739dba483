import { describe, expect, it } from 'vitest';
import { LOCALES, localeInfo } from '@store/locales';
import { MAIL_MESSAGES } from './messages.ts';
import { renderMail } from './templates.ts';

const params = {
  givenName: 'Ana <b>',
  link: 'https://store.example/fr-ca/forgot-password?token=abc',
  minutes: 30,
};

function keysAndPlaceholders(value: unknown, path = ''): string[] {
  if (typeof value === 'string')
    return [`${path}:${[...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).join(',')}`];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => keysAndPlaceholders(inner, `${path}.${key}`));
  return [];
}

describe('renderMail', () => {
  it.each([
    ['en-us', 'Reset your password', 'Hello Ana <b>,', 'within 30 minutes'],
    ['fr-ca', 'Réinitialisez votre mot de passe', 'Bonjour Ana <b>,', 'dans les 30 minutes'],
    ['ja-jp', 'パスワードの再設定', 'Ana <b> 様', '30 分以内'],
  ] as const)('writes the subject and both parts in %s', (locale, subject, greeting, body) => {
    const mail = renderMail('passwordReset', locale, params);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(greeting);
    expect(mail.text).toContain(body);
    expect(mail.text).toContain(params.link);
    expect(mail.html).toContain(greeting.replace('<b>', '&lt;b&gt;'));
    expect(mail.html).toContain(body);
    expect(mail.html).toContain(`href="${params.link}"`);
    expect(mail.html).not.toContain('<b>');
  });

  it('marks the HTML part with the language of the locale', () => {
    expect(renderMail('passwordReset', 'nl-nl', params).html).toContain('<html lang="nl-NL">');
  });

  it('refuses parameters the template does not take', () => {
    expect(() => renderMail('passwordReset', 'en-us', { ...params, link: 'javascript:alert(1)' })).toThrow();
  });

  it('has every text in every locale, with the same placeholders, and translated outside English', () => {
    const reference = keysAndPlaceholders(MAIL_MESSAGES['en-us']);
    for (const locale of LOCALES) {
      expect(keysAndPlaceholders(MAIL_MESSAGES[locale]), locale).toEqual(reference);
      if (!locale.startsWith('en-'))
        expect(MAIL_MESSAGES[locale].passwordReset.subject, locale).not.toBe(
          MAIL_MESSAGES['en-us'].passwordReset.subject,
        );
    }
  });
});

describe('the registration messages', () => {
  it('writes the confirmation with its link and lifetime, in the locale', () => {
    const link = 'https://store.example/nl-nl/register?token=abc';
    const mail = renderMail('registrationConfirm', 'nl-nl', { givenName: 'Sanne', link, hours: 24 });
    expect(mail.subject).toBe('Bevestig uw nieuwe account');
    expect(mail.text).toContain('binnen 24 uur');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('tells the owner of an address that someone tried to register with it, with no link', () => {
    const mail = renderMail('registrationAttempt', 'en-us', { givenName: 'Avery' });
    expect(mail.subject).toBe('Someone tried to register with your email address');
    expect(mail.text).toContain('No new account was created');
    expect(mail.html).not.toContain('<a ');
  });
});

describe('the order messages', () => {
  const order = {
    number: 'US-2026-000123',
    placedAt: '2026-03-04T10:00:00.000Z',
    currency: 'EUR',
    lines: [{ name: 'Lumen <Kit>', quantity: 2, net: 123_450 }],
    totals: { subtotal: 123_450, delivery: 995, tax: 26_133, total: 150_578 },
    deliveryMethod: 'standard' as const,
    deliveryAddress: {
      fullName: 'Sanne de Vries',
      lines: ['Keizersgracht 1'],
      city: 'Amsterdam',
      postcode: '1015 CJ',
      country: 'NL',
    },
    payment: { type: 'card' as const },
  };
  const links = {
    orderLink: 'https://store.example/nl-nl/my-account/orders/US-2026-000123',
    statusLink: 'https://store.example/store/nlassessments/nl/order-status',
  };

  it.each(LOCALES)(
    'confirms an order in %s with its number and total as the locale writes them',
    (locale) => {
      const mail = renderMail('orderConfirmation', locale, {
        name: 'Sanne',
        situation: 'paid',
        order,
        ...links,
      });
      const total = new Intl.NumberFormat(localeInfo(locale).htmlLang, {
        style: 'currency',
        currency: 'EUR',
      }).format(1505.78);
      expect(mail.subject).toContain(order.number);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(order.number);
        expect(part).toContain(total);
      }
      expect(mail.html).toContain('Lumen &lt;Kit&gt;');
      expect(mail.html).toContain(`href="${links.orderLink}"`);
      expect(mail.html).toContain(`href="${links.statusLink}"`);
    },
  );

  it('writes yen without decimals, and the bank details a transfer needs', () => {
    const mail = renderMail('orderConfirmation', 'ja-jp', {
      name: 'Haruto',
      situation: 'bank-transfer',
      order: {
        ...order,
        currency: 'JPY',
        totals: { subtotal: 12_000, delivery: 1_000, tax: 1_300, total: 14_300 },
        payment: {
          type: 'bank-transfer',
          transfer: {
            reference: 'JP-2026-000007',
            accountName: 'Assessments Demo KK',
            bankName: 'Demo Bank',
            account: [{ field: 'accountNumber', value: '1234567' }],
          },
        },
      },
      ...links,
    });
    expect(mail.text).toContain('￥14,300');
    expect(mail.text).not.toContain('￥14,300.00');
    expect(mail.text).toContain('参照番号: JP-2026-000007');
    expect(mail.text).toContain('口座番号: 1234567');
  });

  it('says of a held order only that it was received', () => {
    const mail = renderMail('orderConfirmation', 'en-gb', {
      name: 'Oliver',
      situation: 'received',
      order,
      ...links,
    });
    expect(mail.subject).toBe('We have received your order US-2026-000123');
    expect(mail.text).not.toMatch(/review|sanction|held/i);
  });

  it('lists each access code with where to use it', () => {
    const mail = renderMail('digitalAccess', 'fr-ca', {
      name: 'Camille',
      orderNumber: 'CA-2026-000042',
      lines: [{ name: 'Abonnement', quantity: 1, licence: 'Q4K7-M2XP-7RTA-9WCE' }],
      platformLink: 'https://store.example/fr-ca/platform-logins',
      orderLink: 'https://store.example/fr-ca/my-account/orders/CA-2026-000042',
    });
    expect(mail.subject).toBe('Vos codes d’accès pour la commande CA-2026-000042');
    expect(mail.text).toContain('1 × Abonnement: Q4K7-M2XP-7RTA-9WCE');
    expect(mail.html).toContain('href="https://store.example/fr-ca/platform-logins"');
  });
});
