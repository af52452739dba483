import { describe, expect, it } from 'vitest';
import { LOCALES } from '@store/locales';
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
