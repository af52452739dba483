import { z } from 'zod';
import { localeInfo, type Locale } from '@store/locales';
import { MAIL_MESSAGES, type MailMessages } from './messages.ts';

/**
 * The messages the store sends, each a named template with typed parameters. A template says
 * what to write (subject, paragraphs, at most one action link) in the locale's words; the layout
 * below turns that into the text and HTML parts, so every message looks alike.
 */

interface Composed {
  subject: string;
  paragraphs: string[];
  action?: { label: string; href: string };
  closing?: string;
}

const PARAMS = {
  passwordReset: z.object({
    givenName: z.string().max(200),
    link: z.url({ protocol: /^https?$/ }),
    minutes: z.number().int().positive(),
  }),
  registrationConfirm: z.object({
    givenName: z.string().max(200),
    link: z.url({ protocol: /^https?$/ }),
    hours: z.number().int().positive(),
  }),
  registrationAttempt: z.object({
    givenName: z.string().max(200),
  }),
};

export type MailTemplate = keyof typeof PARAMS;
export type MailParams<T extends MailTemplate> = z.infer<(typeof PARAMS)[T]>;

type Definitions = {
  [T in MailTemplate]: {
    params: z.ZodType<MailParams<T>>;
    compose(m: MailMessages, params: MailParams<T>): Composed;
  };
};

export const MAIL_TEMPLATES: Definitions = {
  passwordReset: {
    params: PARAMS.passwordReset,
    compose: (m, { givenName, link, minutes }) => ({
      subject: m.passwordReset.subject,
      paragraphs: [
        fill(m.passwordReset.greeting, { givenName }),
        fill(m.passwordReset.body, { minutes: String(minutes) }),
      ],
      action: { label: m.passwordReset.action, href: link },
      closing: m.passwordReset.ignore,
    }),
  },
  registrationConfirm: {
    params: PARAMS.registrationConfirm,
    compose: (m, { givenName, link, hours }) => ({
      subject: m.registrationConfirm.subject,
      paragraphs: [
        fill(m.registrationConfirm.greeting, { givenName }),
        fill(m.registrationConfirm.body, { hours: String(hours) }),
      ],
      action: { label: m.registrationConfirm.action, href: link },
      closing: m.registrationConfirm.ignore,
    }),
  },
  registrationAttempt: {
    params: PARAMS.registrationAttempt,
    compose: (m, { givenName }) => ({
      subject: m.registrationAttempt.subject,
      paragraphs: [fill(m.registrationAttempt.greeting, { givenName }), m.registrationAttempt.body],
      closing: m.registrationAttempt.ignore,
    }),
  },
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Replaces each `{name}` with its value; a placeholder without a value stays visible. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The subject and both parts of a message in the locale's language; the parameters are checked first. */
export function renderMail<T extends MailTemplate>(
  template: T,
  locale: Locale,
  params: MailParams<T>,
): RenderedMail {
  const definition: Definitions[T] = MAIL_TEMPLATES[template];
  const m = MAIL_MESSAGES[locale];
  const { subject, paragraphs, action, closing } = definition.compose(m, definition.params.parse(params));
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.href}`] : []),
    ...(closing ? [closing] : []),
    `-- \n${m.footer}`,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${localeInfo(locale).htmlLang}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(subject)}</title></head><body>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>`] : []),
    ...(closing ? [`<p>${escapeHtml(closing)}</p>`] : []),
    `<hr><p>${escapeHtml(m.footer)}</p></body></html>`,
  ].join('\n');
  return { subject, text, html };
}
